import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const details = style({
  display: 'grid',
  // The value column may shrink below its content, so a long email wraps instead of widening the page.
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});
globalStyle(`${details} > dd`, { minWidth: 0, overflowWrap: 'anywhere' });
export const switches = style({ maxWidth: '36rem' });
