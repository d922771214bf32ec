import {
  PHOTO_LIMITS,
  PHOTO_REQUEST_FIELDS as F,
  PHOTO_REQUEST_PAGE_DATA_KEY,
  type PhotoRequestPageData,
} from '@lbj/shared';
import { Card } from '../../components/ui/card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FormField } from '../../components/ui/form-field.tsx';
import formStyles from '../../components/ui/form.module.css';
import { InnerPage } from '../../components/ui/page-header.tsx';
import { PublicFormFields } from '../../components/ui/public-form-fields.tsx';
import { useLang, useLocalePath } from '../../i18n/lang.tsx';
import { useTexts } from '../../i18n/texts.tsx';
import { usePageData } from '../../lib/page-data.ts';
import { StaffTakeDownLinkIsland } from '../islands/staff-take-down-link.tsx';
import { paths } from '../../config/paths.ts';
import styles from './photo-request.module.css';

type FieldName = Exclude<keyof typeof F, 'foto'>;

/**
 * /fotos/solicitar-retiro?foto=<key>: a family asks the school to take a photo down. A plain form
 * that posts to this address (ADR 0042): the server stores it and sends the family to what
 * happens next, or renders this page again with what was typed and a message per field.
 */
export default function PhotoRequestPage() {
  const T = useTexts().photoRequest;
  const lang = useLang();
  const localePath = useLocalePath();
  const data = usePageData<PhotoRequestPageData | null>(PHOTO_REQUEST_PAGE_DATA_KEY);
  const foto = data?.foto ?? null;
  // Staff reach this page from the link under any photo too: theirs is a shortcut to take it
  // down from the panel, with the photo already filled in.
  const values = data?.values ?? {};
  const errors = data?.errors ?? {};

  const field = (
    name: FieldName,
    label: string,
    input: { type?: string; max: number; autoComplete?: string; hint?: string },
  ) => (
    <FormField label={label} hint={input.hint} error={errors[name]} className={formStyles.field}>
      {(control) =>
        name === 'motivo' ? (
          <textarea
            {...control}
            name={F[name]}
            className={formStyles.control}
            rows={5}
            required
            maxLength={input.max}
            defaultValue={values[name] ?? ''}
          />
        ) : (
          <input
            {...control}
            name={F[name]}
            type={input.type ?? 'text'}
            className={formStyles.control}
            required
            maxLength={input.max}
            autoComplete={input.autoComplete}
            defaultValue={values[name] ?? ''}
          />
        )
      }
    </FormField>
  );

  return (
    <InnerPage header={{ title: T.title, lead: T.lead }} className={styles.layout}>
      <Card as="section" tone="outlined" aria-labelledby="foto-titulo" className={styles.photo}>
        <h2 id="foto-titulo" className={styles.heading}>
          {T.photoHeading}
        </h2>
        {foto ? (
          <>
            <img src={foto.vista} alt="" width={480} height={270} className={styles.preview} />
            <p className={styles.where}>
              {foto.origen.tipo === 'noticia' ? (
                <>
                  {T.photoInNews}{' '}
                  <q lang={lang === 'es' ? undefined : 'es'}>{foto.origen.titulo}</q>.
                </>
              ) : (
                T.photoInGallery(foto.origen.anio)
              )}
            </p>
          </>
        ) : (
          <p>{T.noPhoto}</p>
        )}
        {foto ? <StaffTakeDownLinkIsland clave={foto.clave} /> : null}
      </Card>
      {/* To this same address, the photo's key with it: the browser sends it without the code. */}
      <form
        method="post"
        action={localePath(
          foto
            ? `${paths.photoRequest}?foto=${encodeURIComponent(foto.clave)}`
            : paths.photoRequest,
        )}
        className={`${formStyles.form} ${styles.form}`}
        noValidate={false}
      >
        {data?.message ? <FormAlert message={data.message} /> : null}
        <input type="hidden" name={F.foto} value={foto?.clave ?? values.foto ?? ''} />
        {field('nombre', T.nombre, { max: PHOTO_LIMITS.nombreMax, autoComplete: 'name' })}
        {field('email', T.email, {
          type: 'email',
          max: PHOTO_LIMITS.emailMax,
          autoComplete: 'email',
          hint: T.emailHint,
        })}
        {field('relacion', T.relacion, { max: PHOTO_LIMITS.relacionMax, hint: T.relacionHint })}
        {field('motivo', T.motivo, { max: PHOTO_LIMITS.motivoMax, hint: T.motivoHint })}
        {data ? <PublicFormFields stamp={data.stamp} /> : null}
        <p className={styles.privacy}>{T.privacy}</p>
        <p>
          <button type="submit" className="button-primary">
            {T.submit}
          </button>
        </p>
      </form>
    </InnerPage>
  );
}
