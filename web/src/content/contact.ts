/**
 * Copy of /contacto, /correo and /horarios-atencion (the facts themselves live in school.ts; the
 * form of /correo, an island, has its own section: features/contact/contact-text.ts).
 */
export const contactCopy = {
  /** The small line above the page title. */
  eyebrow: 'Estamos para ayudarte',
  title: 'Contacto',
  lead: 'Estamos para ayudarte. Llámanos, escríbenos o visítanos: con gusto responderemos tus preguntas.',
  phoneTitle: 'Teléfono',
  phoneHint: 'Llámanos en horario de atención.',
  seeHours: 'Ver horarios',
  emailTitle: 'Correo electrónico',
  emailHint: 'Te responderemos lo antes posible.',
  addressTitle: 'Dirección',
  mapLink: 'Abrir en Google Maps',
  socialTitle: 'Redes sociales',
  socialHint: 'Noticias y fotos de la vida escolar.',
  /** After a network's name, for assistive technology. */
  socialHidden: ' del colegio (se abre en una pestaña nueva)',
  formTitle: '¿Prefieres escribirnos desde aquí?',
  formButton: 'Escríbenos un mensaje',
  mapTitle: 'Cómo llegar',
} as const;

export const mailCopy = {
  /** The small line above the page title. */
  eyebrow: 'Contacto',
  title: 'Escríbenos',
  lead: 'Completa el formulario y se abrirá tu programa de correo con el mensaje listo para enviar. Así tendrás una copia en tu propio correo.',
  asideTitle: 'También puedes',
  writeTo: 'Escribir a',
  callAt: 'Llamar al',
} as const;

export const hoursCopy = {
  /** The small line above the page title. */
  eyebrow: 'Atención a familias',
  title: 'Horarios de atención',
  lead: 'Te atendemos de lunes a viernes, en el colegio, por teléfono o por correo electrónico.',
  daysLabel: 'Días',
  hoursLabel: 'Horario',
  twelveHour: '9:00 a.m. a 7:00 p.m.',
  closed:
    'Fuera de este horario puedes escribirnos por correo; te responderemos en cuanto podamos.',
  contactTitle: 'Otras formas de contactarnos',
  /** The hours card's heading, for assistive technology. */
  hiddenTitle: 'Horario',
  phoneLabel: 'Teléfono:',
  emailLabel: 'Correo:',
  addressLabel: 'Dirección:',
} as const;
