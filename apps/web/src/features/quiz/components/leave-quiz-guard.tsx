// While a quiz is running, leaving it through the app (a link, back or forward) asks first: the answers given so
// far are lost with the page. Rendered by QuizTaking, so it exists only while the quiz runs.
import { Button, Dialog, Inline } from '@vuga/ui';
import { kitLabels } from '../../../lib/kit-labels.ts';
import { useLeaveBlocker } from '../../../lib/router-history.ts';
import { quizWords } from '../quiz-content.ts';

export function LeaveQuizGuard() {
  const blocker = useLeaveBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname,
  );
  const { blocked } = blocker;
  return (
    <Dialog
      open={blocked}
      onOpenChange={(open) => {
        if (!open && blocked) blocker.reset();
      }}
      size="sm"
      labels={kitLabels.dialog}
      title={quizWords.leaveTitle}
      description={quizWords.leaveDescription}
      footer={
        <Inline space="sm">
          <Button variant="secondary" onClick={() => blocked && blocker.reset()}>
            {quizWords.stay}
          </Button>
          <Button onClick={() => blocked && blocker.proceed()}>{quizWords.leave}</Button>
        </Inline>
      }
    />
  );
}
