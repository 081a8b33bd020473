// The About page's contact form opens the learner's mail client with a prepared message (docs/product.md §4,
// §7).
export const contactSubjects = [
  'General question',
  'Kinyarwanda content correction',
  'Technical problem',
  'Partnership',
  'Other',
] as const;

export type ContactSubject = (typeof contactSubjects)[number];

export interface ContactMessage {
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
}

/** A mailto: URL whose subject is "Contact: <subject> - <name>" and whose body holds every field. */
export function contactMailto(to: string, { name, email, subject, message }: ContactMessage): string {
  const mailSubject = `Contact: ${subject} - ${name.trim()}`;
  const body = `Name: ${name.trim()}\nEmail: ${email.trim()}\nSubject: ${subject}\n\n${message.trim()}\n`;
  return `mailto:${to}?subject=${encodeURIComponent(mailSubject)}&body=${encodeURIComponent(body)}`;
}
