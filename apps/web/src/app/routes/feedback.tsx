import { lead, prose } from '../../components/layout/prose.css.ts';
import { FeedbackForm } from '../../features/feedback/components/feedback-form.tsx';

export function Component() {
  return (
    <>
      <div className={prose}>
        <h1>Feedback</h1>
        <p className={lead}>Found a mistake in a word, or have an idea? Tell us.</p>
      </div>
      <FeedbackForm />
    </>
  );
}
