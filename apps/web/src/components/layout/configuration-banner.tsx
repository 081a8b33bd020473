// Shown only when the app was built without its Firebase settings: code of its own (the Banner with it), so a
// configured app's first load does not carry it.
import { Banner } from '@vuga/ui';
import { layoutWords } from './layout-content.ts';

export default function ConfigurationBanner({ error }: { error: string | null }) {
  return (
    <Banner tone="warning" title={layoutWords.configurationRequired}>
      {error}
    </Banner>
  );
}
