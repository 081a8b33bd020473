import { Spinner } from '@vuga/ui';
import { layoutWords } from './layout/layout-content.ts';
import * as styles from './page-loading.css.ts';

/** While a page's code or the signed-in user is still on its way. */
export function PageLoading() {
  return (
    <div className={styles.centered}>
      <Spinner size="lg" labels={{ loading: layoutWords.loading }} />
    </div>
  );
}
