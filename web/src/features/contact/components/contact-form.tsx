import { CheckCircle2, Send } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type FormEvent,
  type InputHTMLAttributes,
} from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { school } from '../../../content/school.ts';
import { useTexts } from '../../../i18n/texts.tsx';
import { readTextFields } from '../../../lib/form-values.ts';
import { buildMailto } from '../build-mailto.ts';
import { openMailClient } from '../open-mail-client.ts';
import {
  CONTACT_FIELDS,
  EMAIL_MAX_LENGTH,
  validateContact,
  validateField,
  type ContactErrors,
  type ContactField,
  type ContactValues,
} from '../validate-contact.ts';
import styles from './contact-form.module.css';
import { takeOverValidation } from '../../../lib/take-over-validation.ts';

interface Sent {
  url: string;
  truncated: boolean;
}

/**
 * The /correo form. It makes no server call: on a valid submit it opens the visitor's mail
 * client with a mailto: to the school and thanks them. The page is
 * prerendered, so a visitor on a slow connection may type before its code has loaded: the
 * fields are uncontrolled and read at submission (ADR 0036).
 */
export function ContactForm() {
  const text = useTexts().contact;
  const id = useId();
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const fieldRefs = useRef<
    Partial<Record<ContactField, HTMLInputElement | HTMLTextAreaElement | null>>
  >({});
  const thanksRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (sent) thanksRef.current?.focus();
  }, [sent]);

  const fieldId = (field: ContactField) => `${id}-${field}`;
  const onChange = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const field = event.target.name as ContactField;
    const value = event.target.value;
    // After the first attempt, messages follow the visitor's corrections as they type.
    if (submitted) {
      setErrors((current) => ({ ...current, [field]: validateField(field, value, text) }));
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const values: ContactValues = readTextFields(event.currentTarget, CONTACT_FIELDS);
    const found = validateContact(values, text);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    const { url, truncated } = buildMailto(
      { to: school.email, name: values.nombre, email: values.email, message: values.mensaje },
      {
        subjectPrefix: text.subjectPrefix,
        nameLabel: text.signatureName,
        emailLabel: text.signatureEmail,
      },
    );
    setSent({ url, truncated });
    openMailClient(url);
  };

  if (sent) {
    return (
      <div className={styles.thanks}>
        <CheckCircle2 size={32} aria-hidden="true" className={styles.thanksIcon} />
        <div>
          <p ref={thanksRef} tabIndex={-1} className={styles.thanksMessage}>
            {text.thanks}
          </p>
          {sent.truncated ? <p className={styles.truncated}>{text.truncated}</p> : null}
          <p className={styles.fallback}>
            {text.fallbackIntro} <a href={sent.url}>{text.fallbackLink}</a> {text.fallbackOr}{' '}
            <a href={`mailto:${school.email}`}>{school.email}</a>.
          </p>
          <button
            type="button"
            className="button-secondary"
            onClick={() => {
              setErrors({});
              setSubmitted(false);
              setSent(null);
            }}
          >
            {text.again}
          </button>
        </div>
      </div>
    );
  }

  const ref = (field: ContactField) => (element: HTMLInputElement | HTMLTextAreaElement | null) => {
    fieldRefs.current[field] = element;
  };

  const inputField = (
    field: 'nombre' | 'email',
    label: string,
    hint: string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <FormField id={fieldId(field)} label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          ref={ref(field)}
          className={styles.control}
          name={field}
          required
          {...input}
          onChange={onChange}
        />
      )}
    </FormField>
  );

  return (
    // Without JavaScript the browser itself checks the fields and hands them to the mail client.
    <form
      ref={takeOverValidation}
      className={styles.form}
      onSubmit={onSubmit}
      action={`mailto:${school.email}`}
      method="post"
      encType="text/plain"
    >
      <p className={styles.requiredNote}>{text.requiredNote}</p>

      {inputField('nombre', text.nameLabel, text.nameHint, {
        type: 'text',
        autoComplete: 'name',
        maxLength: 120,
      })}
      {inputField('email', text.emailLabel, text.emailHint, {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        spellCheck: false,
        maxLength: EMAIL_MAX_LENGTH,
      })}

      <FormField id={fieldId('mensaje')} label={text.messageLabel} error={errors.mensaje}>
        {(control) => (
          <textarea
            {...control}
            ref={ref('mensaje')}
            className={`${styles.control} ${styles.textarea}`}
            name="mensaje"
            rows={7}
            required
            onChange={onChange}
          />
        )}
      </FormField>

      <button type="submit" className={`button-primary ${styles.submit}`}>
        <Send size={18} aria-hidden="true" />
        {text.submit}
      </button>
    </form>
  );
}
