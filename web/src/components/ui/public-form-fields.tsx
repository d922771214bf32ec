import { PUBLIC_FORM_FIELDS } from '@lbj/shared';
import { useTexts } from '../../i18n/texts.tsx';
import styles from './public-form-fields.module.css';

/**
 * The hidden part of a public form: the server's signed stamp (when the form was served) and the
 * honeypot, a field people never see nor reach with Tab, and a screen reader skips, that only a
 * robot fills. Put it inside the <form>.
 */
export function PublicFormFields({ stamp }: { stamp: string }) {
  const text = useTexts().ui;
  return (
    <>
      <input type="hidden" name={PUBLIC_FORM_FIELDS.stamp} value={stamp} />
      <div className={styles.trap} aria-hidden="true">
        <label>
          {text.honeypot}
          <input
            type="text"
            name={PUBLIC_FORM_FIELDS.honeypot}
            tabIndex={-1}
            autoComplete="off"
            defaultValue=""
          />
        </label>
      </div>
    </>
  );
}
