import { Button, Select, Stack, TextArea, TextField } from '@vuga/ui';
import type { FormEvent } from 'react';
import { type ContactSubject, contactMailto, contactSubjects } from '../contact.ts';
import { contactFormWords as text } from '../info-content.ts';
import * as styles from './info.css.ts';

/**
 * Opens the learner's mail client with the message prepared (docs/product.md §4); nothing is sent by Vuga
 * itself.
 */
export function ContactForm({ to }: { to: string }) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const field = (name: string) => String(data.get(name) ?? '');
    window.location.href = contactMailto(to, {
      name: field('name'),
      email: field('email'),
      subject: field('subject') as ContactSubject,
      message: field('message'),
    });
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-label={text.form}>
      <Stack space="md">
        <TextField label={text.name} name="name" autoComplete="name" required />
        <TextField label={text.email} name="email" type="email" autoComplete="email" required />
        <Select
          label={text.subject}
          name="subject"
          required
          placeholder={text.chooseSubject}
          options={contactSubjects.map((subject) => ({ value: subject, label: text.subjects[subject] }))}
        />
        <TextArea label={text.message} name="message" required maxLength={2000} showCount rows={5} />
        <div>
          <Button type="submit">{text.send}</Button>
        </div>
      </Stack>
    </form>
  );
}
