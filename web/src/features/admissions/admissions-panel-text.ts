// The Spanish texts of the panel's Admisión section (apart from the page's: /admision's
// JavaScript carries none of these).
import { INQUIRY_LIMITS } from '@lbj/shared';

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
