import { lead, prose } from '../../components/layout/prose.css.ts';
import { FeedbackForm } from '../../features/feedback/components/feedback-form.tsx';
import { feedbackPageWords as text } from '../../features/info/info-content.ts';

export function Component() {
  return (
    <>
      <div className={prose}>
        <h1>{text.heading}</h1>
        <p className={lead}>{text.lead}</p>
      </div>
      <FeedbackForm />
    </>
  );
}
