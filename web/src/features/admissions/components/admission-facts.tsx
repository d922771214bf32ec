import { ADMISSION_LEVELS, type AdmissionProcess } from '@lbj/shared';
import { useLang } from '../../../i18n/lang.tsx';
import { useTexts } from '../../../i18n/texts.tsx';
import styles from './admission-facts.module.css';

/** A fact staff wrote: its paragraphs as they typed them (in Spanish, whatever the page's language). */
function Paragraphs({ text }: { text: string }) {
  const spanishOnAnotherPage = useLang() !== 'es' ? 'es' : undefined;
  return (
    <>
      {text
        .split(/\n{2,}/)
        .filter((part) => part.trim() !== '')
        .map((part, index) => (
          <p key={index} className={styles.text} lang={spanishOnAnotherPage}>
            {part}
          </p>
        ))}
    </>
  );
}

/** The facts the law asks an open process to publish, in its order. */
export function AdmissionFacts({ process }: { process: AdmissionProcess }) {
  const T = useTexts().admission;
  const dates = [
    [T.applyFrom, process.postulacion_desde],
    [T.applyUntil, process.postulacion_hasta],
    [T.results, process.fecha_resultados],
  ].filter(([, date]) => date !== '');
  return (
    <div className={styles.facts}>
      <section className={styles.fact} aria-labelledby="vacantes">
        <h2 id="vacantes">{T.vacancies}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{T.level}</th>
              <th scope="col">{T.vacanciesColumn}</th>
            </tr>
          </thead>
          <tbody>
            {ADMISSION_LEVELS.map(({ id, nombre }) => {
              const count = process.vacantes[id];
              return (
                <tr key={id}>
                  <th scope="row">{nombre}</th>
                  <td>{count === undefined ? '—' : T.vacanciesCount(count)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </section>
      {dates.length > 0 ? (
        <section className={styles.fact} aria-labelledby="fechas">
          <h2 id="fechas">{T.dates}</h2>
          <dl className={styles.dates}>
            {dates.map(([label, date]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{T.date(date ?? '')}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      {(
        [
          ['criterios', T.criteria, process.criterios],
          ['requisitos', T.requirements, process.requisitos],
          ['pruebas', T.tests, process.pruebas],
          ['aranceles', T.fees, process.aranceles],
        ] as const
      )
        .filter(([, , text]) => text !== '')
        .map(([id, title, text]) => (
          <section key={id} className={styles.fact} aria-labelledby={id}>
            <h2 id={id}>{title}</h2>
            <Paragraphs text={text} />
          </section>
        ))}
      {process.pei_url ? (
        <section className={styles.fact} aria-labelledby="pei">
          <h2 id="pei">{T.pei}</h2>
          <p className={styles.text}>
            <a href={process.pei_url}>{T.peiLink}</a>
          </p>
        </section>
      ) : null}
    </div>
  );
}
