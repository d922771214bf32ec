import {
  ADMISSION_LEVELS,
  INQUIRY_LIMITS,
  type AdmissionFormState,
  type InquiryField,
} from '@lbj/shared';
import { AlertCircle } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { PublicFormFields } from '../../../components/ui/public-form-fields.tsx';
import { school } from '../../../content/school.ts';
import { paths } from '../../../config/paths.ts';
import { useLocalePath } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import styles from './inquiry-form.module.css';

/**
 * The inquiry form of /admision: a plain form posted to the page's own address, with or without
 * JavaScript. The browser checks the required fields first; the server checks everything again
 * and, when it refuses, renders the page with what was typed and a message beside each field.
 */
export function InquiryForm({ state }: { state: AdmissionFormState }) {
  const T = useTexts().admission;
  const L = T.labels;
  const localePath = useLocalePath();
  // The page's own address in its language: the server answers there in the same language.
  const action = `${localePath(paths.admission)}#consulta`;
  if (state.enviada) {
    return (
      <div className={styles.thanks} role="status">
        <div>
          <h3 className={styles.thanksTitle}>{T.thanksTitle}</h3>
          <p>{T.thanksText}</p>
          <a href={action}>{T.thanksAgain}</a>
        </div>
      </div>
    );
  }
  const value = (field: InquiryField) => state.values?.[field] ?? '';
  const error = (field: InquiryField) => state.errors?.[field];
  const id = (field: InquiryField) => `consulta-${field}`;
  const input = (
    field: InquiryField,
    hint: string | undefined,
    attributes: InputHTMLAttributes<HTMLInputElement>,
  ) => (
    <FormField id={id(field)} label={L[field]} hint={hint} error={error(field)}>
      {(control) => (
        <input
          {...control}
          className={styles.control}
          name={field}
          defaultValue={value(field)}
          {...attributes}
        />
      )}
    </FormField>
  );

  return (
    <form method="post" action={action} className={styles.form}>
      <PublicFormFields stamp={state.stamp} />
      {state.message ? (
        <p className={styles.alert} role="alert">
          <AlertCircle size={20} aria-hidden="true" />
          {state.message}
        </p>
      ) : null}
      {input('nombre', undefined, {
        type: 'text',
        required: true,
        autoComplete: 'name',
        maxLength: INQUIRY_LIMITS.nameMax,
      })}
      {input('email', undefined, {
        type: 'email',
        required: true,
        autoComplete: 'email',
        spellCheck: false,
        maxLength: INQUIRY_LIMITS.emailMax,
      })}
      {input('telefono', T.optional, {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: INQUIRY_LIMITS.phoneMax,
      })}
      <FormField id={id('nivel')} label={L.nivel} error={error('nivel')}>
        {(control) => (
          <select
            {...control}
            className={styles.control}
            name="nivel"
            required
            defaultValue={value('nivel')}
          >
            <option value="">{T.levelPlaceholder}</option>
            {ADMISSION_LEVELS.map((level) => (
              <option key={level.id} value={level.id}>
                {level.nombre}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {input('anio_nacimiento', T.birthHint, {
        type: 'text',
        inputMode: 'numeric',
        pattern: '[0-9]{4}',
        maxLength: 4,
      })}
      <FormField id={id('mensaje')} label={L.mensaje} hint={T.messageHint} error={error('mensaje')}>
        {(control) => (
          <textarea
            {...control}
            className={`${styles.control} ${styles.textarea}`}
            name="mensaje"
            required
            rows={6}
            maxLength={INQUIRY_LIMITS.messageMax}
            defaultValue={value('mensaje')}
          />
        )}
      </FormField>
      <ConsentField
        label={L.consentimiento}
        error={error('consentimiento')}
        checked={value('consentimiento') !== ''}
      />
      <button type="submit" className={`button-primary ${styles.submit}`}>
        {T.submit}
      </button>
    </form>
  );
}

/** The required consent: a checkbox with its own label, and the server's message under it. */
function ConsentField({
  label,
  error,
  checked,
}: {
  label: string;
  error: string | undefined;
  checked: boolean;
}) {
  const errorId = 'consulta-consentimiento-error';
  return (
    <div className={styles.consent}>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="consentimiento"
          value="si"
          required
          defaultChecked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          <AlertCircle size={18} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Beside the form: what is kept, for what, for how long, and whom to ask. */
export function PrivacyNote() {
  const T = useTexts().admission;
  return (
    <aside className={styles.privacy} aria-labelledby="tus-datos">
      <h3 id="tus-datos">{T.privacyTitle}</h3>
      {T.privacy.map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>
        {T.privacyAsk} <a href={`mailto:${school.email}`}>{school.email}</a>.
      </p>
    </aside>
  );
}
