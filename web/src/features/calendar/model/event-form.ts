import {
  chileLocalInput,
  chileLocalToInstant,
  type CalendarCategory,
  type CalendarEvent,
  type CalendarEventInput,
  type CalendarLevel,
} from '@lbj/shared';

/** The event form as typed: times in Chile (`datetime-local`), days as `YYYY-MM-DD`. */
export interface EventFormValues {
  titulo: string;
  descripcion: string;
  todo_el_dia: boolean;
  inicio: string;
  fin: string;
  lugar: string;
  niveles: CalendarLevel[];
  categoria: CalendarCategory | '';
}

export const EVENT_FIELDS = [
  'titulo',
  'descripcion',
  'inicio',
  'fin',
  'lugar',
  'niveles',
  'categoria',
] as const;
export type EventField = (typeof EVENT_FIELDS)[number];

export const EMPTY_EVENT_FORM: EventFormValues = {
  titulo: '',
  descripcion: '',
  todo_el_dia: false,
  inicio: '',
  fin: '',
  lugar: '',
  niveles: [],
  categoria: '',
};

/** A stored event in the form: its times as Chile's wall clock. */
export function formFromEvent(event: CalendarEvent): EventFormValues {
  const local = (iso: string) => (event.todo_el_dia ? iso : chileLocalInput(new Date(iso)));
  return {
    titulo: event.titulo,
    descripcion: event.descripcion ?? '',
    todo_el_dia: event.todo_el_dia,
    inicio: local(event.inicio),
    fin: local(event.fin),
    lugar: event.lugar ?? '',
    niveles: event.niveles,
    categoria: event.categoria,
  };
}

/**
 * The body the API takes: a time typed in Chile becomes an instant (ISO 8601, UTC), whatever the
 * computer's zone. What the server refuses comes back beside its field.
 */
export function eventBody(values: EventFormValues): CalendarEventInput {
  const instant = (local: string) => chileLocalToInstant(local)?.toISOString() ?? local;
  return {
    titulo: values.titulo,
    descripcion: values.descripcion,
    todo_el_dia: values.todo_el_dia,
    inicio: values.todo_el_dia ? values.inicio : instant(values.inicio),
    fin: values.todo_el_dia ? values.fin || values.inicio : instant(values.fin),
    lugar: values.lugar,
    niveles: values.niveles,
    categoria: values.categoria as CalendarCategory,
  };
}

/** A server field (`niveles.0`) as the form's field. */
export function formField(field: string | null): EventField | null {
  const head = field?.split('.')[0] ?? null;
  return EVENT_FIELDS.find((name) => name === head) ?? null;
}
