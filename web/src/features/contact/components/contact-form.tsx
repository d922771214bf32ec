import { MESSAGES } from '@lbj/shared';
import { AlertCircle, CheckCircle2, Send } from 'lucide-react';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { mailCopy } from '../../../content/contact.ts';
import { school } from '../../../content/school.ts';
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

const EMPTY: ContactValues = { nombre: '', email: '', mensaje: '' };

interface Sent {
  url: string;
  truncated: boolean;
}

/**
 * The /correo form. It makes no server call: on a valid submit it opens the visitor's mail
 * client with a mailto: to the school (SPEC 7) and thanks them (SPEC 8).
 */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
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
    setValues((current) => ({ ...current, [field]: value }));
    // After the first attempt, messages follow the visitor's corrections as they type.
    if (submitted) setErrors((current) => ({ ...current, [field]: validateField(field, value) }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
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
              setValues(EMPTY);
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

  const describedBy = (field: ContactField, hint: boolean) =>
    [hint ? `${fieldId(field)}-hint` : '', errors[field] ? `${fieldId(field)}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;

  const errorText = (field: ContactField) =>
    errors[field] ? (
      <p id={`${fieldId(field)}-error`} className={styles.error}>
        <AlertCircle size={18} aria-hidden="true" />
        <span>{errors[field]}</span>
      </p>
    ) : null;

  return (
    // Without JavaScript the browser itself hands the fields to the mail client.
    <form
      className={styles.form}
      noValidate
      onSubmit={onSubmit}
      action={`mailto:${school.email}`}
      method="post"
      encType="text/plain"
    >
      <p className={styles.requiredNote}>{mailCopy.requiredNote}</p>

      <div className={styles.field}>
        <label htmlFor={fieldId('nombre')}>{mailCopy.nameLabel}</label>
        <p id={`${fieldId('nombre')}-hint`} className={styles.hint}>
          {mailCopy.nameHint}
        </p>
        <input
          ref={(el) => {
            fieldRefs.current.nombre = el;
          }}
          id={fieldId('nombre')}
          name="nombre"
          type="text"
          autoComplete="name"
          required
          maxLength={120}
          value={values.nombre}
          onChange={onChange}
          aria-invalid={errors.nombre ? true : undefined}
          aria-describedby={describedBy('nombre', true)}
        />
        {errorText('nombre')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('email')}>{mailCopy.emailLabel}</label>
        <p id={`${fieldId('email')}-hint`} className={styles.hint}>
          {mailCopy.emailHint}
        </p>
        <input
          ref={(el) => {
            fieldRefs.current.email = el;
          }}
          id={fieldId('email')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          maxLength={EMAIL_MAX_LENGTH}
          value={values.email}
          onChange={onChange}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email', true)}
        />
        {errorText('email')}
      </div>

      <div className={styles.field}>
        <label htmlFor={fieldId('mensaje')}>{mailCopy.messageLabel}</label>
        <textarea
          ref={(el) => {
            fieldRefs.current.mensaje = el;
          }}
          id={fieldId('mensaje')}
          name="mensaje"
          rows={7}
          required
          value={values.mensaje}
          onChange={onChange}
          aria-invalid={errors.mensaje ? true : undefined}
          aria-describedby={describedBy('mensaje', false)}
        />
        {errorText('mensaje')}
      </div>

      <button type="submit" className={`button-primary ${styles.submit}`}>
        <Send size={18} aria-hidden="true" />
        {mailCopy.submit}
      </button>
    </form>
  );
}
