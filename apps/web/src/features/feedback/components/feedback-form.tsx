import { Banner, Button, Inline, Select, Stack, TextArea, TextField } from '@vuga/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { feedbackTypes, ratings, thankYouMs } from '../feedback.ts';
import * as styles from './feedback.css.ts';

export function FeedbackForm() {
  const [submitted, setSubmitted] = useState(false);
  // A new key remounts the form, which clears every field after the thank-you view.
  const [formKey, setFormKey] = useState(0);
  const ratingLabel = useId();
  const thanksRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!submitted) return;
    thanksRef.current?.focus();
    const timer = setTimeout(() => {
      setSubmitted(false);
      setFormKey((key) => key + 1);
    }, thankYouMs);
    return () => clearTimeout(timer);
  }, [submitted]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
  };

  if (submitted) {
    return (
      <div ref={thanksRef} tabIndex={-1} className={styles.thanks}>
        <Banner tone="success" title="Thank you for your feedback!">
          We read every message. The form will be ready again in a moment.
        </Banner>
      </div>
    );
  }

  return (
    <form key={formKey} className={styles.form} onSubmit={onSubmit} aria-label="Feedback form">
      <Stack space="md">
        <Select
          label="Type of feedback"
          name="type"
          required
          placeholder="Choose a type"
          options={feedbackTypes.map((type) => ({ value: type, label: type }))}
        />
        <fieldset className={styles.rating} aria-describedby={ratingLabel}>
          <legend>Rating (optional)</legend>
          <p id={ratingLabel} className={styles.hint}>
            How useful is Vuga for you, from 1 (not at all) to 5 (very)?
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
        <TextField label="Subject" name="subject" required maxLength={120} />
        <TextArea label="Message" name="message" required maxLength={2000} showCount rows={6} />
        <TextField
          label="Email (optional)"
          name="email"
          type="email"
          autoComplete="email"
          hint="Only if you would like an answer."
        />
        <div>
          <Button type="submit">Send feedback</Button>
        </div>
      </Stack>
    </form>
  );
}
