import { ADMISSION_FACT_NAMES, ADMISSION_LEVELS, chileYear, type AdmissionFact } from '@lbj/shared';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PanelBlock } from '../../../components/admin/panel-block.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { serverErrorText } from '../../../lib/api-client.ts';
import { ADMISSION_PANEL_TEXT as T } from '../admissions-panel-text.ts';
import { useProcess, useSaveProcess } from '../hooks/admissions-queries.ts';
import { formFromProcess, readProcessForm, type ProcessFormValues } from '../model/process-form.ts';
import styles from './admissions-panel.module.css';

type TextKey = Exclude<keyof ProcessFormValues, 'abierto' | 'vacantes'>;

/** The form of one year's process, filled from what is stored. */
function ProcessForm({ year, initial }: { year: number; initial: ProcessFormValues }) {
  const id = useId();
  const save = useSaveProcess(year);
  const [values, setValues] = useState(initial);
  const [missing, setMissing] = useState<readonly AdmissionFact[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  const set = (change: Partial<ProcessFormValues>) => {
    setValues((current) => ({ ...current, ...change }));
    setDone(null);
  };
  const missingText = (fact: AdmissionFact) =>
    missing.includes(fact) ? T.missing(ADMISSION_FACT_NAMES[fact]) : undefined;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    setDone(null);
    const read = readProcessForm(values);
    setMissing(read.missing);
    if (read.missing.length > 0) {
      setFailure(T.missingSummary(read.missing.length));
      return;
    }
    save.mutate(read.body, {
      onSuccess: () => {
        setDone(T.saved);
      },
      onError: (error) => {
        setFailure(serverErrorText(error) ?? T.failed);
      },
    });
  };

  const text = (
    key: TextKey,
    label: string,
    options: { hint?: string; date?: boolean; long?: boolean } = {},
  ) => {
    const fact = key as AdmissionFact;
    const control = (props: object): ReactNode =>
      options.long ? (
        <textarea
          {...props}
          className={`${styles.control} ${styles.textarea}`}
          rows={4}
          value={values[key]}
          onChange={(event) => {
            set({ [key]: event.target.value });
          }}
        />
      ) : (
        <input
          {...props}
          className={styles.control}
          type={options.date ? 'date' : 'text'}
          value={values[key]}
          onChange={(event) => {
            set({ [key]: event.target.value });
          }}
        />
      );
    return (
      <FormField id={`${id}-${key}`} label={label} hint={options.hint} error={missingText(fact)}>
        {(props) => control({ ...props, name: key })}
      </FormField>
    );
  };

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="abierto"
          checked={values.abierto}
          onChange={(event) => {
            set({ abierto: event.target.checked });
            if (!event.target.checked) setMissing([]);
          }}
        />
        <span>{T.open}</span>
      </label>
      <fieldset className={panel.fieldset}>
        <legend>{T.vacancies}</legend>
        <p className={panel.muted}>{T.vacanciesHint}</p>
        {missingText('vacantes') ? (
          <FormAlert message={missingText('vacantes')} id={`${id}-vacantes-error`} />
        ) : null}
        <div className={styles.levels}>
          {ADMISSION_LEVELS.map((level) => (
            <label key={level.id} className={styles.level}>
              <span>{level.nombre}</span>
              <input
                className={styles.control}
                name={`vacantes.${level.id}`}
                type="number"
                min={0}
                step={1}
                inputMode="numeric"
                value={values.vacantes[level.id] ?? ''}
                aria-invalid={
                  missingText('vacantes') && !values.vacantes[level.id] ? true : undefined
                }
                onChange={(event) => {
                  set({ vacantes: { ...values.vacantes, [level.id]: event.target.value } });
                }}
              />
            </label>
          ))}
        </div>
      </fieldset>
      {text('criterios', T.criteria, { long: true })}
      <div className={styles.dates}>
        {text('postulacion_desde', T.applyFrom, { date: true })}
        {text('postulacion_hasta', T.applyUntil, { date: true })}
        {text('fecha_resultados', T.results, { date: true })}
      </div>
      {text('requisitos', T.requirements, { long: true })}
      {text('pruebas', T.tests, { hint: T.testsHint, long: true })}
      {text('aranceles', T.fees, { hint: T.feesHint, long: true })}
      {text('pei_url', T.pei, { hint: T.peiHint })}
      {text('proxima_apertura', T.nextOpens, { date: true })}
      <button
        type="submit"
        className={`button-primary ${panel.submit}`}
        aria-disabled={save.isPending}
      >
        {save.isPending ? T.saving : T.save}
      </button>
      <FormAlert message={failure} />
      <FormDone message={done} />
    </form>
  );
}

/** "Proceso de admisión": choose a year, edit its facts, publish it open or closed. */
export function ProcessEditor() {
  const id = useId();
  const [year, setYear] = useState(() => chileYear(new Date()) + 1);
  const [typed, setTyped] = useState(String(year));
  const process = useProcess(year);
  return (
    <PanelBlock headingId={`${id}-titulo`} title={T.processTitle}>
      <p className={panel.muted}>{T.processLead}</p>
      <form
        className={styles.yearForm}
        onSubmit={(event) => {
          event.preventDefault();
          const next = Number(typed);
          if (Number.isInteger(next) && next >= 2000 && next <= 2100) setYear(next);
        }}
      >
        <label htmlFor={`${id}-anio`}>{T.year}</label>
        <input
          id={`${id}-anio`}
          className={styles.yearInput}
          type="number"
          min={2000}
          max={2100}
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
          }}
        />
        <button type="submit" className="button-secondary">
          {T.load}
        </button>
      </form>
      {process.isPending ? (
        <p className={panel.muted} role="status">
          {T.loading}
        </p>
      ) : null}
      {process.isError ? (
        <LoadFailed onRetry={() => void process.refetch()}>{T.loadFailed}</LoadFailed>
      ) : null}
      {process.data ? (
        <ProcessForm key={year} year={year} initial={formFromProcess(process.data)} />
      ) : null}
    </PanelBlock>
  );
}
