import { MESSAGES } from '@lbj/shared';
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
import { mailCopy } from '../../../content/contact.ts';
import { school } from '../../../content/school.ts';
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
    if (submitted) setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const values: ContactValues = readTextFields(event.currentTarget, CONTACT_FIELDS);
    const found = validateContact(values);
    setErrors(found);
    const firstInvalid = CONTACT_FIELDS.find((field) => found[field]);
    if (firstInvalid) {
      fieldRefs.current[firstInvalid]?.focus();
      return;
    }
    const { url, truncated } = buildMailto(
      { to: school.email, name: values.nombre, email: values.email, message: values.mensaje },
      { subjectPrefix: mailCopy.subjectPrefix },
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
            {MESSAGES.contactThanks}
          </p>
          {sent.truncated ? <p className={styles.truncated}>{mailCopy.truncated}</p> : null}
          <p className={styles.fallback}>
            {mailCopy.fallbackIntro} <a href={sent.url}>{mailCopy.fallbackLink}</a>{' '}
            {mailCopy.fallbackOr} <a href={`mailto:${school.email}`}>{school.email}</a>.
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
            {mailCopy.again}
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
      <p className={styles.requiredNote}>{mailCopy.requiredNote}</p>

      {inputField('nombre', mailCopy.nameLabel, mailCopy.nameHint, {
        type: 'text',
        autoComplete: 'name',
        maxLength: 120,
      })}
      {inputField('email', mailCopy.emailLabel, mailCopy.emailHint, {
        type: 'email',
        autoComplete: 'email',
        inputMode: 'email',
        spellCheck: false,
        maxLength: EMAIL_MAX_LENGTH,
      })}

      <FormField id={fieldId('mensaje')} label={mailCopy.messageLabel} error={errors.mensaje}>
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
        {mailCopy.submit}
      </button>
    </form>
  );
}
