// The Today card with its own query client, loaded as a chunk of its own: the home page shows it to a
// signed-in learner without carrying TanStack Query in its first load.
import { QueryProvider } from '../../../lib/query-client.tsx';
import { TodayCard } from './today-card.tsx';

export default function TodayWithClient() {
  return (
    <QueryProvider>
      <TodayCard />
    </QueryProvider>
  );
}
