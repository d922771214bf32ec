export interface ContactValues {
  nombre: string;
  email: string;
  mensaje: string;
}

export type ContactField = keyof ContactValues;
export type ContactErrors = Partial<Record<ContactField, string>>;

export const CONTACT_FIELDS: readonly ContactField[] = ['nombre', 'email', 'mensaje'];
export const EMAIL_MAX_LENGTH = 254;

/** Local part, @, a domain with at least one dot; no spaces. Matches what type=email accepts in practice. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** The two messages of the form's check, in the page's language. */
export interface ContactMessages {
  required: string;
  invalidEmail: string;
}

export function validateField(
  field: ContactField,
  value: string,
  messages: ContactMessages,
): string | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return messages.required;
  if (field === 'email' && (trimmed.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(trimmed))) {
    return messages.invalidEmail;
  }
  return undefined;
}

/** Every field is required; the e-mail must look like an address. */
export function validateContact(values: ContactValues, messages: ContactMessages): ContactErrors {
  const errors: ContactErrors = {};
  for (const field of CONTACT_FIELDS) {
    const error = validateField(field, values[field], messages);
    if (error) errors[field] = error;
  }
  return errors;
}
