import {
  CALENDAR_CATEGORIES,
  CALENDAR_LEVELS,
  CALENDAR_LIMITS,
  addDays,
  calendarCategoryName,
  calendarLevelName,
  chileDate,
  chileLocalInput,
  type CalendarEvent,
} from '@lbj/shared';
import { CalendarPlus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { PanelForm } from '../../../components/admin/panel-form.tsx';
import panel from '../../../components/admin/panel-section.module.css';
import { FormEnd } from '../../../components/admin/submit-button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { FormAlert, FormDone } from '../../../components/ui/form-alert.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { serverErrorField, serverErrorText } from '../../../lib/api-client.ts';
import { useFieldErrors } from '../../../lib/use-field-errors.ts';
import { CALENDAR_ADMIN_TEXT as T } from '../calendar-admin-text.ts';
import {
  useCalendarEvents,
  useDeleteEvent,
  usePatchEvent,
  useSaveEvent,
} from '../hooks/calendar-queries.ts';
import {
  EMPTY_EVENT_FORM,
  EVENT_FIELDS,
  eventBody,
  formField,
  formFromEvent,
  type EventField,
  type EventFormValues,
} from '../model/event-form.ts';
import styles from './calendar-panel-section.module.css';
import { EventTranslationsControl } from './event-translations.tsx';
import { SchoolYearForm } from './school-year-form.tsx';

/** When an event happens, for staff: "2027-04-03 19:00 – 21:00", "2027-07-12 – 2027-07-23". */
function whenText(event: CalendarEvent): string {
  if (event.todo_el_dia) {
    return event.fin === event.inicio ? event.inicio : `${event.inicio} – ${event.fin}`;
  }
  const start = chileLocalInput(new Date(event.inicio)).replace('T', ' ');
  const end = chileLocalInput(new Date(event.fin)).replace('T', ' ');
  return `${start} – ${end.slice(0, 10) === start.slice(0, 10) ? end.slice(11) : end}`;
}

function EventForm({ editing, onDone }: { editing: CalendarEvent | null; onDone: () => void }) {
  const id = useId();
  const save = useSaveEvent();
  const [values, setValues] = useState<EventFormValues>(
    editing ? formFromEvent(editing) : EMPTY_EVENT_FORM,
  );
  const fields = useFieldErrors(EVENT_FIELDS);
  const { errors } = fields;
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const set = <K extends keyof EventFormValues>(field: K, value: EventFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setDone(null);
    if ((EVENT_FIELDS as readonly string[]).includes(field)) fields.clear(field as EventField);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    setFailure(null);
    setDone(null);
    save.mutate(
      { id: editing?.id ?? null, body: eventBody(values) },
      {
        onSuccess: (saved) => {
          fields.show({});
          setDone(T.saved(saved.titulo));
          if (!editing) setValues(EMPTY_EVENT_FORM);
          else onDone();
        },
        onError: (error) => {
          const field = formField(serverErrorField(error));
          const text = serverErrorText(error) ?? T.failed;
          if (field) fields.show({ [field]: text });
          else setFailure(text);
        },
      },
    );
  };

  const allDay = values.todo_el_dia;
  return (
    <PanelForm
      className={styles.form}
      title={editing ? T.formEdit(editing.titulo) : T.formNew}
      lead={T.formLead}
      onSubmit={onSubmit}
    >
      <TextField
        className={styles.control}
        id={`${id}-titulo`}
        label={T.title}
        name="titulo"
        required
        maxLength={CALENDAR_LIMITS.tituloMax}
        value={values.titulo}
        {...fields.bind('titulo', (value: string) => {
          set('titulo', value);
        })}
      />
      <FormField
        id={`${id}-descripcion`}
        label={T.description}
        error={errors.descripcion}
        count={{ length: values.descripcion.length, max: CALENDAR_LIMITS.descripcionMax }}
      >
        {(props) => (
          <textarea
            {...props}
            ref={fields.ref('descripcion')}
            name="descripcion"
            rows={3}
            className={styles.textarea}
            value={values.descripcion}
            onChange={(event) => {
              set('descripcion', event.target.value);
            }}
          />
        )}
      </FormField>
      <label className={styles.check}>
        <input
          type="checkbox"
          name="todo_el_dia"
          checked={allDay}
          onChange={(event) => {
            setValues((current) => ({
              ...current,
              todo_el_dia: event.target.checked,
              inicio: '',
              fin: '',
            }));
          }}
        />
        {T.allDay}
      </label>
      <div className={styles.pair}>
        <TextField
          className={styles.control}
          key={`inicio-${String(allDay)}`}
          id={`${id}-inicio`}
          label={allDay ? T.firstDay : T.start}
          name="inicio"
          type={allDay ? 'date' : 'datetime-local'}
          required
          value={values.inicio}
          {...fields.bind('inicio', (value: string) => {
            set('inicio', value);
          })}
        />
        <TextField
          className={styles.control}
          key={`fin-${String(allDay)}`}
          id={`${id}-fin`}
          label={allDay ? T.lastDay : T.end}
          name="fin"
          type={allDay ? 'date' : 'datetime-local'}
          value={values.fin}
          {...fields.bind('fin', (value: string) => {
            set('fin', value);
          })}
        />
      </div>
      <TextField
        className={styles.control}
        id={`${id}-lugar`}
        label={T.place}
        name="lugar"
        maxLength={CALENDAR_LIMITS.lugarMax}
        value={values.lugar}
        {...fields.bind('lugar', (value: string) => {
          set('lugar', value);
        })}
      />
      <fieldset
        className={`${panel.fieldset} ${styles.levels}`}
        aria-describedby={errors.niveles ? `${id}-niveles-error` : undefined}
      >
        <legend className={styles.legend}>{T.levels}</legend>
        {CALENDAR_LEVELS.map((level, index) => (
          <label key={level.id} className={styles.check}>
            <input
              ref={index === 0 ? fields.ref('niveles') : undefined}
              type="checkbox"
              name="niveles"
              value={level.id}
              checked={values.niveles.includes(level.id)}
              onChange={(event) => {
                set(
                  'niveles',
                  event.target.checked
                    ? [...values.niveles, level.id]
                    : values.niveles.filter((chosen) => chosen !== level.id),
                );
              }}
            />
            {level.nombre}
          </label>
        ))}
        <FormAlert id={`${id}-niveles-error`} message={errors.niveles} />
      </fieldset>
      <SelectField
        className={styles.control}
        id={`${id}-categoria`}
        label={T.category}
        name="categoria"
        required
        value={values.categoria}
        error={errors.categoria}
        selectRef={fields.ref('categoria')}
        options={[
          { value: '', label: T.chooseCategory, disabled: true },
          ...CALENDAR_CATEGORIES.map((category) => ({
            value: category.id,
            label: category.nombre,
          })),
        ]}
        onChange={(value) => {
          set('categoria', value as EventFormValues['categoria']);
        }}
      />
      <FormEnd
        busy={save.isPending}
        icon={<CalendarPlus size={20} aria-hidden="true" />}
        busyText={T.saveBusy}
        failure={failure}
        done={done}
      >
        {T.save}
      </FormEnd>
      {editing ? (
        <button type="button" className={`button-secondary ${panel.submit}`} onClick={onDone}>
          {T.stopEditing}
        </button>
      ) : null}
    </PanelForm>
  );
}

function EventList({ onEdit }: { onEdit: (event: CalendarEvent) => void }) {
  const id = useId();
  const today = chileDate(new Date());
  const events = useCalendarEvents(addDays(today, -90), addDays(today, 365));
  const patch = usePatchEvent();
  const remove = useDeleteEvent();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const busy = patch.isPending || remove.isPending;

  const onError = (error: unknown) => {
    setFailure(serverErrorText(error) ?? T.actionFailed);
  };
  const toggle = (event: CalendarEvent) => {
    if (busy) return;
    setFailure(null);
    const cancelling = event.estado === 'programado';
    patch.mutate(
      { id: event.id, body: { estado: cancelling ? 'cancelado' : 'programado' } },
      {
        onSuccess: () => {
          setDone(cancelling ? T.cancelledDone(event.titulo) : T.restoredDone(event.titulo));
        },
        onError,
      },
    );
  };
  const onRemove = (event: CalendarEvent) => {
    if (busy || !window.confirm(T.removeConfirm(event.titulo))) return;
    setFailure(null);
    remove.mutate(event.id, {
      onSuccess: () => {
        setDone(T.removedDone(event.titulo));
      },
      onError,
    });
  };

  return (
    <Card as="section" tone="outlined" className={panel.block} aria-labelledby={`${id}-lista`}>
      <h3 id={`${id}-lista`} className={panel.title}>
        {T.listTitle}
      </h3>
      <p className={panel.muted}>{T.listLead}</p>
      {events.isPending ? (
        <p className={panel.muted} role="status">
          {T.loading}
        </p>
      ) : events.isError ? (
        <LoadFailed onRetry={() => void events.refetch()}>{T.loadFailed}</LoadFailed>
      ) : events.data.length === 0 ? (
        <p className={panel.muted}>{T.none}</p>
      ) : (
        <ul className={panel.list}>
          {events.data.map((event) => (
            <li key={event.id} className={styles.item}>
              <div>
                <p className={styles.itemTitle}>
                  {event.titulo}
                  {event.estado === 'cancelado' ? (
                    <span className={styles.tag}>{T.cancelled}</span>
                  ) : null}
                </p>
                <p className={panel.muted}>
                  {whenText(event)} · {calendarCategoryName(event.categoria)} ·{' '}
                  {event.niveles.length === 0
                    ? T.wholeSchool
                    : event.niveles.map(calendarLevelName).join(', ')}
                </p>
              </div>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`${T.edit}: ${event.titulo}`}
                  onClick={() => {
                    onEdit(event);
                  }}
                >
                  {T.edit}
                </button>
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`${event.estado === 'programado' ? T.cancel : T.restore}: ${event.titulo}`}
                  onClick={() => {
                    toggle(event);
                  }}
                >
                  {event.estado === 'programado' ? T.cancel : T.restore}
                </button>
                <button
                  type="button"
                  className="button-secondary"
                  aria-label={`${T.remove}: ${event.titulo}`}
                  onClick={() => {
                    onRemove(event);
                  }}
                >
                  {T.remove}
                </button>
                <EventTranslationsControl event={event} />
              </div>
            </li>
          ))}
        </ul>
      )}
      <FormAlert message={failure} />
      <FormDone message={done} />
    </Card>
  );
}

/**
 * The panel's "Calendario": the form that adds (or edits) an event, the list of events with
 * edit, cancel, delete and "Traducciones", and "Año escolar", where the year's key dates are
 * entered once. Every refusal is said beside its field and nothing typed is lost.
 */
export function CalendarPanelSection() {
  const [editing, setEditing] = useState<CalendarEvent | null>(null);
  return (
    <div className={panel.section}>
      <Card tone="raised">
        <EventForm
          key={editing?.id ?? 'nuevo'}
          editing={editing}
          onDone={() => {
            setEditing(null);
          }}
        />
      </Card>
      <EventList
        onEdit={(event) => {
          setEditing(event);
          window.scrollTo({ top: 0 });
        }}
      />
      <Card tone="raised">
        <SchoolYearForm />
      </Card>
    </div>
  );
}
