import { chileDate, type SchoolYearInput, type SchoolYearLayout } from '@lbj/shared';
import { CalendarCheck } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { FormEnd } from '../../../components/admin/submit-button.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverErrorField, serverErrorText } from '../../../lib/api-client.ts';
import { CALENDAR_ADMIN_TEXT as T } from '../calendar-admin-text.ts';
import { useSaveSchoolYear, useSchoolYear } from '../hooks/calendar-queries.ts';
import styles from './calendar-panel-section.module.css';

const EMPTY: SchoolYearInput = {
  inicio_clases: '',
  vacaciones_invierno: { desde: '', hasta: '' },
  feriados: [],
  fin_anio: '',
};

const inputOf = ({ inicio_clases, vacaciones_invierno, feriados, fin_anio }: SchoolYearLayout) => ({
  inicio_clases,
  vacaciones_invierno,
  feriados,
  fin_anio,
});

/** The dates of one year, from what is stored or last year's layout; saved in one PUT. */
function YearDates({ year, layout }: { year: number; layout: SchoolYearLayout }) {
  const id = useId();
  const save = useSaveSchoolYear();
  const [values, setValues] = useState<SchoolYearInput>(inputOf(layout));
  const [proposal, setProposal] = useState(layout.propuesta);
  const [error, setError] = useState<{ field: string; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const errorOf = (field: string) => (error?.field === field ? error.text : undefined);
  const change = (next: SchoolYearInput) => {
    setValues(next);
    setError(null);
    setDone(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    save.mutate(
      { year, body: values },
      {
        onSuccess: (saved) => {
          setValues(inputOf(saved));
          setProposal(false);
          setDone(T.yearSaved(year));
        },
        onError: (failed) => {
          const field = serverErrorField(failed);
          const text = serverErrorText(failed) ?? T.yearFailed;
          if (field) {
            setError({ field, text });
            document.getElementById(`${id}-${field}`)?.focus();
          } else setFailure(text);
        },
      },
    );
  };

  const day = (field: string, label: string, value: string, set: (value: string) => void) => (
    <TextField
      className={styles.control}
      id={`${id}-${field}`}
      label={label}
      name={field}
      type="date"
      min={`${String(year)}-01-01`}
      max={`${String(year)}-12-31`}
      value={value}
      error={errorOf(field)}
      onChange={set}
    />
  );

  return (
    <PanelForm className={styles.form} title={T.yearDates(year)} onSubmit={onSubmit}>
      {proposal ? <p className={styles.proposal}>{T.proposal}</p> : null}
      {day('inicio_clases', T.classesStart, values.inicio_clases, (v) => {
        change({ ...values, inicio_clases: v });
      })}
      <div className={styles.pair}>
        {day('vacaciones_invierno.desde', T.winterFrom, values.vacaciones_invierno.desde, (v) => {
          change({ ...values, vacaciones_invierno: { ...values.vacaciones_invierno, desde: v } });
        })}
        {day('vacaciones_invierno.hasta', T.winterTo, values.vacaciones_invierno.hasta, (v) => {
          change({ ...values, vacaciones_invierno: { ...values.vacaciones_invierno, hasta: v } });
        })}
      </div>
      <fieldset className={panel.fieldset}>
        <legend className={styles.legend}>{T.holidays}</legend>
        {values.feriados.map((holiday, index) => {
          const set = (patch: Partial<typeof holiday>) => {
            change({
              ...values,
              feriados: values.feriados.map((h, i) => (i === index ? { ...h, ...patch } : h)),
            });
          };
          return (
            <div key={index} className={styles.holiday}>
              {day(`feriados.${String(index)}.fecha`, T.holidayDate, holiday.fecha, (v) => {
                set({ fecha: v });
              })}
              <TextField
                className={styles.control}
                id={`${id}-feriados.${String(index)}.nombre`}
                label={T.holidayName}
                name={`feriado-${String(index)}`}
                value={holiday.nombre}
                error={errorOf(`feriados.${String(index)}.nombre`)}
                onChange={(v) => {
                  set({ nombre: v });
                }}
              />
              <button
                type="button"
                className="button-secondary"
                aria-label={`${T.removeHoliday}: ${holiday.nombre || holiday.fecha}`}
                onClick={() => {
                  change({ ...values, feriados: values.feriados.filter((_, i) => i !== index) });
                }}
              >
                {T.removeHoliday}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className="button-secondary"
          onClick={() => {
            change({ ...values, feriados: [...values.feriados, { fecha: '', nombre: '' }] });
          }}
        >
          {T.addHoliday}
        </button>
      </fieldset>
      {day('fin_anio', T.yearEnd, values.fin_anio, (v) => {
        change({ ...values, fin_anio: v });
      })}
      <FormEnd
        busy={save.isPending}
        icon={<CalendarCheck size={20} aria-hidden="true" />}
        busyText={T.saveYearBusy}
        failure={failure}
        done={done}
      >
        {T.saveYear}
      </FormEnd>
    </PanelForm>
  );
}

/** "Año escolar": choose the year; its dates load (or last year's, moved a year, as a start). */
export function SchoolYearForm() {
  const id = useId();
  const [year, setYear] = useState(() => Number(chileDate(new Date()).slice(0, 4)));
  const layout = useSchoolYear(year);
  return (
    <section className={panel.stack} aria-labelledby={`${id}-titulo`}>
      <h3 id={`${id}-titulo`} className={panel.title}>
        {T.yearTitle}
      </h3>
      <p className={panel.muted}>{T.yearLead}</p>
      <TextField
        className={styles.control}
        id={`${id}-anio`}
        label={T.year}
        name="anio"
        type="number"
        min={2000}
        max={2100}
        value={String(year)}
        onChange={(value) => {
          const next = Number(value);
          if (next >= 2000 && next <= 2100) setYear(next);
        }}
      />
      {layout.isPending ? (
        <p className={panel.muted} role="status">
          {T.loading}
        </p>
      ) : layout.isError ? (
        <LoadFailed onRetry={() => void layout.refetch()}>{T.loadFailed}</LoadFailed>
      ) : (
        <YearDates
          key={year}
          year={year}
          layout={layout.data ?? { anio: year, propuesta: false, ...EMPTY }}
        />
      )}
    </section>
  );
}
