import { paths } from '../config/paths.ts';

/**
 * The meta description of every prerendered page. Only the build reads them: the browser never
 * needs them (a client-side navigation leaves the description alone), so they stay out of the
 * entry chunk every page loads (ADR 0022).
 */
export const pageDescriptions: Readonly<Record<string, string>> = {
  [paths.home]:
    'Colegio cristiano trilingüe con énfasis en francés en Viña del Mar. De pre-kínder a 8º básico, educando al abrigo del Altísimo desde 1983.',
  [paths.about]:
    'Quiénes somos, nuestra visión y nuestra misión: formación integral, valores cristianos y enseñanza trilingüe personalizada.',
  [paths.history]:
    'La historia del Colegio Le Beau Jour, fundado en 1983 por Hernán Bastos e inspirado en el modelo educativo francés.',
  [paths.team]:
    'Conoce al equipo de gestión y de convivencia escolar del Colegio Le Beau Jour y su formación académica.',
  [paths.documents]:
    'Descarga el Reglamento Interno, los protocolos de actuación y los documentos de la Ley TEA del Colegio Le Beau Jour.',
  [paths.supplies]:
    'Lista de útiles escolares del año por nivel, de pre-kínder a 8º básico, lista para imprimir y marcar.',
  [paths.hours]:
    'Horario de atención del Colegio Le Beau Jour: lunes a viernes, de 9:00 a 19:00 horas.',
  [paths.recognitions]:
    'Convenio de colaboración con la PUCV y reconocimiento nacional 2024 a nuestras prácticas pedagógicas.',
  [paths.gallery]: 'Fotos de la vida escolar del Colegio Le Beau Jour, año por año.',
  [paths.news]: 'Noticias, comunicados y eventos del Colegio Le Beau Jour.',
  [paths.contact]:
    'Teléfono, correo electrónico, dirección y mapa del Colegio Le Beau Jour en Viña del Mar.',
  [paths.calendar]:
    'Calendario escolar del Colegio Le Beau Jour: clases, feriados, reuniones de apoderados y actividades por nivel. Suscríbete desde tu celular.',
  [paths.mail]: 'Envía un mensaje al Colegio Le Beau Jour desde tu correo electrónico.',
  [paths.admission]:
    'Admisión al Colegio Le Beau Jour: vacantes por nivel, fechas, requisitos, aranceles y el Proyecto Educativo. Escríbenos tu consulta.',
  [paths.adminLogin]: 'Acceso privado para el equipo del Colegio Cristiano Le Beau Jour.',
  [paths.adminPanel]: 'Panel privado del equipo del Colegio Cristiano Le Beau Jour.',
  '/galeria/:year': 'Fotos de la vida escolar del Colegio Le Beau Jour.',
  [paths.photoRequest]:
    'Pide al Colegio Le Beau Jour que retire del sitio una foto en la que aparece tu hijo o hija.',
  [paths.photoRequestSent]: 'Recibimos tu solicitud de retiro de una foto.',
  [paths.digest]:
    'El boletín por correo del Colegio Le Beau Jour: noticias, cambios del calendario y avisos urgentes de los niveles de tus hijos, sin cuenta y sin seguimiento.',
  [paths.offline]:
    'Sin conexión: las páginas del Colegio Le Beau Jour guardadas en este teléfono, para leerlas sin señal.',
};
