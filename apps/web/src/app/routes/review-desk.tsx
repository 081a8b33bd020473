import { Stack } from '@vuga/ui';
import { GuardedPage } from '../../components/guarded-page.tsx';
import * as styles from '../../features/desk/components/desk.css.ts';
import { Desk } from '../../features/desk/components/desk.tsx';
import { deskWords } from '../../features/desk/desk-content.ts';

/** The reviewer's desk: signed in (the administrator too); the API says who is a reviewer (403 otherwise). */
export function Component() {
  return (
    <GuardedPage access={{ feature: deskWords.feature, allowAdmin: true }} section={deskWords.feature}>
      <Stack space="lg">
        <h1 className={styles.title}>{deskWords.title}</h1>
        <p className={styles.muted}>{deskWords.lead}</p>
        <Desk />
      </Stack>
    </GuardedPage>
  );
}
