// Every Spanish text of the /correo form (an island: it reads them from the page's catalogue).

export const CONTACT_TEXT = {
  nameLabel: 'Nombre',
  nameHint: 'Tu nombre y apellido.',
  emailLabel: 'Correo electrónico',
  emailHint: 'Te responderemos a esta dirección.',
  messageLabel: 'Mensaje',
  requiredNote: 'Todos los campos son obligatorios.',
  submit: 'Preparar el correo',
  /**
   * The form's own check, as each field is corrected: the site's usual words (the server's
   * MESSAGES say the same), written here so the island's Spanish texts come without them.
   */
  required: 'Este campo es obligatorio.',
  invalidEmail: 'Escribe un correo electrónico válido, por ejemplo nombre@correo.cl.',
  thanks: '¡Gracias por contactarnos! Se abrirá tu cliente de correo para enviar el mensaje.',
  fallbackIntro: 'Si tu programa de correo no se abrió,',
  fallbackLink: 'abre el mensaje desde aquí',
  fallbackOr: 'o escríbenos directamente a',
  truncated:
    'Tu mensaje era muy largo para abrirlo completo; revisa el final en tu correo antes de enviarlo.',
  again: 'Escribir otro mensaje',
  /** Subject of the e-mail; the sender's name goes after it. */
  subjectPrefix: 'Contacto desde el sitio web:',
  /** The signature under the message: "Nombre: …", "Correo: …". */
  signatureName: 'Nombre',
  signatureEmail: 'Correo',
} as const;
