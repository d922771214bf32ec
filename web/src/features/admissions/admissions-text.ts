// Every Spanish text of /admision and the panel's Admisión section.
import { INQUIRY_LIMITS } from '@lbj/shared';

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
export function longDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${String(day)} de ${MONTHS[(month ?? 1) - 1] ?? ''} de ${String(year)}`;
}

/** "$" amounts and conditions are staff's text; vacancies are a count or "Sin vacantes". */
export const vacanciesText = (count: number) =>
  count === 0 ? 'Sin vacantes' : `${String(count)} ${count === 1 ? 'vacante' : 'vacantes'}`;

export const ADMISSION_TEXT = {
  title: (year: number) => `Admisión ${String(year)}`,
  titleWithoutYear: 'Admisión',
  lead: 'Todo lo que necesitas para postular a tu hijo o hija al Colegio Le Beau Jour: vacantes, fechas, requisitos y costos. Si te queda una duda, escríbenos.',
  open: (until: string) => `Proceso abierto: recibimos postulaciones hasta el ${longDate(until)}.`,
  closed: 'El proceso de admisión está cerrado.',
  nextOpens: (date: string) => `El próximo proceso abre el ${longDate(date)}.`,
  none: 'Todavía no publicamos el próximo proceso de admisión. Déjanos tu consulta y te contactamos cuando abra.',
  loadFailed:
    'No pudimos cargar esta parte de la página. Revisa tu conexión y vuelve a intentarlo.',
  factsTitle: 'Información del proceso',
  vacancies: 'Vacantes por nivel',
  level: 'Nivel',
  vacanciesColumn: 'Vacantes',
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

/** The panel's Admisión section. */
export const ADMISSION_PANEL_TEXT = {
  processTitle: 'Proceso de admisión',
  processLead:
    'Lo que publiques aquí se ve en /admision. Un proceso abierto debe tener todos los datos que pide la ley; uno cerrado se puede guardar incompleto.',
  year: 'Año escolar del proceso',
  load: 'Ver ese año',
  open: 'Proceso abierto (las familias pueden postular)',
  vacancies: 'Vacantes por nivel',
  vacanciesHint: 'Un número por nivel; 0 significa «sin vacantes».',
  criteria: 'Criterios de admisión',
  applyFrom: 'Inicio de postulación',
  applyUntil: 'Cierre de postulación',
  results: 'Fecha de resultados',
  requirements: 'Requisitos y documentos',
  tests: 'Pruebas',
  testsHint: 'Qué pruebas se aplican, o «No se aplican pruebas».',
  fees: 'Aranceles',
  feesHint: 'Monto en pesos y condiciones, o «Sin costo».',
  pei: 'Enlace al Proyecto Educativo (PEI)',
  peiHint:
    'La dirección del PEI en la biblioteca de documentos (empieza con /) o una dirección https.',
  nextOpens: 'Próxima apertura (si el proceso está cerrado)',
  missing: (name: string) => `Falta: ${name}. Sin este dato no se puede publicar abierto.`,
  missingSummary: (count: number) =>
    `No se puede publicar abierto: ${count === 1 ? 'falta 1 dato' : `faltan ${String(count)} datos`}, marcados en el formulario.`,
  save: 'Guardar proceso',
  saving: 'Guardando…',
  saved: 'Proceso guardado.',
  failed: 'No se pudo guardar. Revisa tu conexión y vuelve a intentarlo.',
  loading: 'Cargando…',
  loadFailed: 'No se pudo cargar. Revisa tu conexión.',
  inboxTitle: 'Consultas de familias',
  inboxLead: `Las consultas que llegan desde /admision. Las consultas con más de ${String(INQUIRY_LIMITS.keepMonths)} meses se eliminan automáticamente.`,
  filterStatus: 'Estado',
  filterLevel: 'Nivel',
  all: 'Todas',
  allLevels: 'Todos los niveles',
  statusNames: { nueva: 'Nueva', respondida: 'Respondida', cerrada: 'Cerrada' },
  empty: 'No hay consultas con estos filtros.',
  received: (date: string) => `Recibida el ${date}`,
  phone: 'Teléfono',
  birthYear: 'Año de nacimiento',
  reply: 'Responder por correo',
  replySubject: 'Su consulta de admisión · Colegio Le Beau Jour',
  note: 'Nota interna',
  saveNote: 'Guardar nota',
  noteSaved: 'Nota guardada.',
  markAnswered: 'Marcar respondida',
  close: 'Cerrar consulta',
  reopen: 'Volver a nueva',
  changeFailed: 'No se pudo guardar el cambio. Vuelve a intentarlo.',
  familyTitle: 'Pedidos de una familia',
  familyLead:
    'Si una familia pide ver o borrar sus datos, escribe su correo: puedes descargar sus consultas o eliminarlas. Queda anotado en la actividad, sin sus datos.',
  familyEmail: 'Correo de la familia',
  exportFamily: 'Descargar sus consultas',
  deleteFamily: 'Eliminar sus consultas',
  confirmDelete: 'Sí, eliminar definitivamente',
  confirmDeleteText: (email: string) =>
    `¿Eliminar todas las consultas de ${email}? No se puede deshacer.`,
  exported: (count: number) =>
    count === 0 ? 'No hay consultas con ese correo.' : `Se descargaron ${String(count)} consultas.`,
  deleted: (count: number) =>
    count === 0
      ? 'No había consultas con ese correo.'
      : `Se eliminaron ${String(count)} ${count === 1 ? 'consulta' : 'consultas'}.`,
  notifyTitle: 'Aviso por correo',
  notifyLead:
    'Cuando llega una consulta, el sitio puede avisar por correo a una dirección del colegio.',
  notifyNoSmtp:
    'El servidor no tiene configurado el envío de correos (SMTP_URL): por ahora, las consultas nuevas se ven solo aquí.',
  notifyEmail: 'Correo que recibe los avisos',
  notifyHint: 'Déjalo vacío para no recibir avisos por correo.',
  notifySave: 'Guardar correo',
  notifySaved: 'Correo de aviso guardado.',
} as const;
