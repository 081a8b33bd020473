import type { FeedbackRequest } from '@vuga/api-client';
import { Banner, Button, Inline, Select, Stack, TextArea, TextField } from '@vuga/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { feedbackLimits, feedbackTypes, ratings, feedbackContent as text, thankYouMs } from '../feedback.ts';
import * as styles from './feedback.css.ts';

/** The form's fields as the API takes them (an empty email or no rating is left out). */
function feedbackOf(form: HTMLFormElement): FeedbackRequest {
  const data = new FormData(form);
  const field = (name: string) => String(data.get(name) ?? '');
  const rating = data.get('rating');
  const email = field('email').trim();
  return {
    type: field('type') as FeedbackRequest['type'],
    subject: field('subject'),
    message: field('message'),
    ...(rating === null ? {} : { rating: Number(rating) }),
    ...(email === '' ? {} : { email }),
  };
}

type Status =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'sent' }
  | { state: 'failed'; reason: string };

export function FeedbackForm() {
  const [status, setStatus] = useState<Status>({ state: 'editing' });
  // A new key remounts the form, which clears every field after the thank-you view.
  const [formKey, setFormKey] = useState(0);
  const ratingLabel = useId();
  const thanksRef = useRef<HTMLDivElement>(null);
  const sent = status.state === 'sent';

  useEffect(() => {
    if (!sent) return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => {
      setStatus({ state: 'editing' });
      setFormKey((key) => key + 1);
    }, thankYouMs);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const feedback = feedbackOf(event.currentTarget);
    setStatus({ state: 'sending' });
    // The API's client loads when feedback is sent, not with the page: it is most of the page's code, and
    // evaluating it while the page starts would keep a phone busy (Lighthouse's blocking time). Not loading it
    // (offline, nothing cached) is a failure to reach the server.
    try {
      const { apiClient } = await import('../../../lib/api-client.ts');
      await apiClient.sendFeedback(feedback);
      setStatus({ state: 'sent' });
    } catch (error) {
      const reason = await import('../../../lib/api-error-message.ts').then(
        ({ apiErrorMessage }) =>
          apiErrorMessage(error, { failed: text.failed, unreachable: text.unreachable }),
        () => text.unreachable,
      );
      setStatus({ state: 'failed', reason });
    }
  };

  if (sent) {
    return (
      <div ref={thanksRef} tabIndex={-1} className={styles.thanks}>
        <Banner tone="success" title={text.thanksTitle}>
          {text.thanks}
        </Banner>
      </div>
    );
  }

  return (
    <form key={formKey} className={styles.form} onSubmit={onSubmit} aria-label={text.formLabel}>
      <Stack space="md">
        <Select
          label={text.type}
          name="type"
          required
          placeholder={text.typePlaceholder}
          options={feedbackTypes.map((type) => ({ value: type, label: type }))}
        />
        <fieldset className={styles.rating} aria-describedby={ratingLabel}>
          <legend>{text.rating}</legend>
          <p id={ratingLabel} className={styles.hint}>
            {text.ratingHint}
          </p>
          <Inline space="md">
            {ratings.map((value) => (
              <label key={value} className={styles.ratingOption}>
                <input type="radio" name="rating" value={value} />
                {value}
              </label>
            ))}
          </Inline>
        </fieldset>
        <TextField label={text.subject} name="subject" required maxLength={feedbackLimits.subjectChars} />
        <TextArea
          label={text.message}
          name="message"
          required
          maxLength={feedbackLimits.messageChars}
          showCount
          rows={6}
        />
        <TextField label={text.email} name="email" type="email" autoComplete="email" hint={text.emailHint} />
        {status.state === 'failed' && (
          <Banner tone="critical" title={text.failedTitle}>
            {status.reason}
          </Banner>
        )}
        <div>
          <Button type="submit" isLoading={status.state === 'sending'}>
            {text.send}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
