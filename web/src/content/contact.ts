/** Copy of /contacto, /correo and /horarios-atencion (the facts themselves live in school.ts). */
export const contactCopy = {
  /** The small line above the page title. */
  eyebrow: 'Estamos para ayudarte',
  title: 'Contacto',
  lead: 'Estamos para ayudarte. Llámanos, escríbenos o visítanos: con gusto responderemos tus preguntas.',
  phoneTitle: 'Teléfono',
  phoneHint: 'Llámanos en horario de atención.',
  emailTitle: 'Correo electrónico',
  emailHint: 'Te responderemos lo antes posible.',
  addressTitle: 'Dirección',
  mapLink: 'Abrir en Google Maps',
  socialTitle: 'Redes sociales',
  socialHint: 'Noticias y fotos de la vida escolar.',
  formTitle: '¿Prefieres escribirnos desde aquí?',
  formButton: 'Escríbenos un mensaje',
  mapTitle: 'Cómo llegar',
} as const;

export const mailCopy = {
  /** The small line above the page title. */
  eyebrow: 'Contacto',
  title: 'Escríbenos',
  lead: 'Completa el formulario y se abrirá tu programa de correo con el mensaje listo para enviar. Así tendrás una copia en tu propio correo.',
  nameLabel: 'Nombre',
  nameHint: 'Tu nombre y apellido.',
  emailLabel: 'Correo electrónico',
  emailHint: 'Te responderemos a esta dirección.',
  messageLabel: 'Mensaje',
  requiredNote: 'Todos los campos son obligatorios.',
  submit: 'Preparar el correo',
  fallbackIntro: 'Si tu programa de correo no se abrió,',
  fallbackLink: 'abre el mensaje desde aquí',
  fallbackOr: 'o escríbenos directamente a',
  truncated:
    'Tu mensaje era muy largo para abrirlo completo; revisa el final en tu correo antes de enviarlo.',
  again: 'Escribir otro mensaje',
  /** Subject of the e-mail; the sender's name goes after it. */
  subjectPrefix: 'Contacto desde el sitio web:',
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
} as const;
