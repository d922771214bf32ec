import {
  CALENDAR_LEVELS,
  DIGEST_KINDS,
  DIGEST_PAGE,
  DIGEST_PAGE_DATA,
  INQUIRY_LIMITS,
  type DigestFormState,
} from '@lbj/shared';
import { AlertCircle, MailCheck } from 'lucide-react';
import { Card } from '../../components/ui/card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import formStyles from '../../components/ui/form.module.css';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { PublicFormFields } from '../../components/ui/public-form-fields.tsx';
import { paths } from '../../config/paths.ts';
import { useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { usePageData } from '../../lib/page-data.ts';
import styles from './digest.module.css';

/** A field's message under its group, tied to it for screen readers. */
function GroupError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className={formStyles.fieldError}>
      <AlertCircle size={18} aria-hidden="true" />
      {message}
    </p>
  );
}

/**
 * /boletin: families sign up for the school's e-mail (the weekly digest of their children's
 * levels, urgent notices at once). A plain form that posts to this address: the server answers
 * with the same page for any address (new, pending, subscribed or blocked), so nobody learns who
 * is subscribed, or renders it again with what was typed and a message per field. The address is
 * mailed a link to confirm; nothing else is sent until then.
 */
export default function DigestPage() {
  const T = useTexts().digest;
  const levelName = useTexts().calendar.levelGlossed;
  const localePath = useLocalePath();
  const data = usePageData<DigestFormState | null>(DIGEST_PAGE_DATA.form);
  const action = `${localePath(paths.digest)}#suscripcion`;
  const errors = data?.errors ?? {};
  // A first visit: every kind checked, the family unchecks what it does not want.
  const shownAgain = data?.niveles !== undefined || data?.tipos !== undefined;
  const kindChecked = (kind: string) => (shownAgain ? (data?.tipos ?? []).includes(kind) : true);

  return (
    <InnerPage
      header={{ eyebrow: T.eyebrow, title: T.title, lead: T.lead }}
      className={styles.layout}
    >
      <Card as="section" tone="outlined" aria-labelledby="suscripcion" className={styles.card}>
        <h2 id="suscripcion" className={styles.heading} tabIndex={-1}>
          {T.formTitle}
        </h2>
        {data?.enviada ? (
          <div className={styles.sent} role="status">
            <MailCheck size={28} aria-hidden="true" className={styles.sentIcon} />
            <div>
              <h3 className={styles.sentTitle}>{T.sentTitle}</h3>
              <p>{T.sentText}</p>
              <a href={localePath(DIGEST_PAGE.path)}>{T.sentAgain}</a>
            </div>
          </div>
        ) : (
          <form method="post" action={action} className={`${formStyles.form} ${styles.form}`}>
            {data?.message ? <FormAlert message={data.message} /> : null}
            <FormField label={T.email} hint={T.emailHint} error={errors.email}>
              {(control) => (
                <input
                  {...control}
                  name="email"
                  type="email"
                  className={formStyles.control}
                  required
                  maxLength={INQUIRY_LIMITS.emailMax}
                  autoComplete="email"
                  defaultValue={data?.values?.email ?? ''}
                />
              )}
            </FormField>
            <fieldset
              className={styles.group}
              aria-describedby={errors.nivel ? 'boletin-nivel-error' : 'boletin-nivel-ayuda'}
            >
              <legend className={styles.legend}>{T.levelsLegend}</legend>
              <p id="boletin-nivel-ayuda" className={formStyles.hint}>
                {T.levelsHint}
              </p>
              <ul className={styles.levels}>
                {CALENDAR_LEVELS.map((level) => (
                  <li key={level.id}>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        name="nivel"
                        value={level.id}
                        defaultChecked={(data?.niveles ?? []).includes(level.id)}
                      />
                      <span>{levelName(level.id)}</span>
                    </label>
                  </li>
                ))}
              </ul>
              <GroupError id="boletin-nivel-error" message={errors.nivel} />
            </fieldset>
            <fieldset
              className={styles.group}
              aria-describedby={errors.noticias ? 'boletin-tipos-error' : undefined}
            >
              <legend className={styles.legend}>{T.kindsLegend}</legend>
              <ul className={styles.kinds}>
                {DIGEST_KINDS.map((kind) => (
                  <li key={kind}>
                    <label className={styles.check}>
                      <input
                        type="checkbox"
                        name={kind}
                        value="si"
                        defaultChecked={kindChecked(kind)}
                        aria-describedby={`boletin-${kind}-ayuda`}
                      />
                      <span>
                        {T.kinds[kind]}
                        <span id={`boletin-${kind}-ayuda`} className={styles.kindHint}>
                          {T.kindHints[kind]}
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
              <GroupError id="boletin-tipos-error" message={errors.noticias} />
            </fieldset>
            <div className={styles.consent}>
              <label className={styles.check}>
                <input
                  type="checkbox"
                  name="acepto"
                  value="si"
                  required
                  defaultChecked={(data?.values?.acepto ?? '') !== ''}
                  aria-invalid={errors.acepto ? true : undefined}
                  aria-describedby={errors.acepto ? 'boletin-acepto-error' : undefined}
                />
                <span>{T.consent}</span>
              </label>
              <GroupError id="boletin-acepto-error" message={errors.acepto} />
            </div>
            {data ? <PublicFormFields stamp={data.stamp} /> : null}
            <p>
              <button type="submit" className="button-primary">
                {T.submit}
              </button>
            </p>
          </form>
        )}
      </Card>
    </InnerPage>
  );
}
