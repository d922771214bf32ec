import { ContactForm } from '../../features/contact/components/contact-form.tsx';
import { island } from '../../islands/island.tsx';

/** The message form of /correo: its code checks each field as it is typed and writes the mail. */
export const ContactFormIsland = island('correo', ContactForm);
