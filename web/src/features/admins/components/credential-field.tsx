import { TextField, type TextFieldProps } from '../../../components/ui/text-field.tsx';
import styles from './admin-forms.module.css';

/**
 * A user name or a password: required, and typed as is (no capital letter added by a phone's
 * keyboard, no spelling check).
 */
export function CredentialField(
  props: Omit<TextFieldProps, 'className' | 'autoCapitalize' | 'spellCheck' | 'required'>,
) {
  return (
    <TextField
      {...props}
      className={styles.control}
      autoCapitalize="none"
      spellCheck={false}
      required
    />
  );
}
