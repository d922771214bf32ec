// Every Spanish text of /admision (the panel's are in admissions-panel-text.ts).
import { INQUIRY_LABELS, INQUIRY_LIMITS } from '@lbj/shared';

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "30 de septiembre de 2026" from "2026-09-30" (a calendar date: no time zone involved). */
function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${String(day)} de ${MONTHS[(month ?? 1) - 1] ?? ''} de ${String(year)}`;
}

export const ADMISSION_TEXT = {
  title: (year: number) => `Admisión ${String(year)}`,
  /** The tab's title once the process's year is known. */
  documentTitle: (year: number) => `Admisión ${String(year)} · Colegio Le Beau Jour`,
  /** The application period's name for search engines. */
  processName: (year: number) =>
    `Proceso de admisión ${String(year)} · Colegio Cristiano Le Beau Jour`,
  /** A calendar date of the process ("2026-09-30"), as the page writes it. */
  date: (date: string) => longDate(date),
  titleWithoutYear: 'Admisión',
  lead: 'Todo lo que necesitas para postular a tu hijo o hija al Colegio Le Beau Jour: vacantes, fechas, requisitos y costos. Si te queda una duda, escríbenos.',
  open: (until: string) => `Proceso abierto: recibimos postulaciones hasta el ${longDate(until)}.`,
  closed: 'El proceso de admisión está cerrado.',
  nextOpens: (date: string) => `El próximo proceso abre el ${longDate(date)}.`,
  none: 'Todavía no publicamos el próximo proceso de admisión. Déjanos tu consulta y te contactamos cuando abra.',
  loadFailed: 'No pudimos cargar esta parte de la página.',
  reload: 'Volver a cargar la página',
  factsTitle: 'Información del proceso',
  vacancies: 'Vacantes por nivel',
  level: 'Nivel',
  vacanciesColumn: 'Vacantes',
  /** "$" amounts and conditions are staff's text; vacancies are a count or "Sin vacantes". */
  vacanciesCount: (count: number) =>
    count === 0 ? 'Sin vacantes' : `${String(count)} ${count === 1 ? 'vacante' : 'vacantes'}`,
  criteria: 'Criterios de admisión',
  dates: 'Fechas',
  applyFrom: 'Inicio de postulación',
  applyUntil: 'Cierre de postulación',
  results: 'Publicación de resultados',
  requirements: 'Requisitos y documentos',
  tests: 'Pruebas',
  fees: 'Aranceles',
  pei: 'Proyecto Educativo Institucional',
  peiLink: 'Lee nuestro Proyecto Educativo (PEI)',
  law: 'Publicamos esta información según el artículo 13 de la Ley General de Educación.',
  formTitle: 'Escríbenos tu consulta',
  formLead:
    'Te respondemos por correo o por teléfono, normalmente dentro de dos días hábiles. Los campos sin la palabra «opcional» son obligatorios.',
  /** The form's labels, exactly as families read them. */
  labels: INQUIRY_LABELS,
  optional: 'Opcional',
  levelPlaceholder: 'Elige un nivel',
  birthHint: 'Opcional. El año en que nació tu hijo o hija, por ejemplo 2021.',
  messageHint: `Hasta ${INQUIRY_LIMITS.messageMax.toLocaleString('es-CL')} caracteres.`,
  submit: 'Enviar',
  thanksTitle: 'Gracias por tu consulta',
  thanksText:
    'La recibimos. Un miembro del equipo la leerá y te responderá por correo o por teléfono, normalmente dentro de dos días hábiles. Si es urgente, llámanos.',
  thanksAgain: 'Enviar otra consulta',
  privacyTitle: 'Tus datos',
  privacy: [
    'Guardamos lo que escribes en este formulario (tu nombre, correo, teléfono, el nivel, el año de nacimiento y tu mensaje) solo para responder tu consulta de admisión.',
    'No lo compartimos con nadie ni lo usamos para publicidad.',
    `Lo borramos automáticamente ${String(INQUIRY_LIMITS.keepMonths)} meses después de recibirlo.`,
  ],
  privacyAsk: 'Para ver o borrar tus datos antes, escríbenos a',
} as const;
