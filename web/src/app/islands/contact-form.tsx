import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { island } from '../../islands/island.tsx';

/** The message form of /correo: its code checks each field as it is typed and writes the mail. */
// The live checks can wait for the page to settle, or come when a field is first used; the form
// is sent and checked by the server as it is.
export const ContactFormIsland = island('correo', ContactForm, { later: true });
