import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const details = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: `0 0 ${vars.space.md}`,
});
export const switches = style({ maxWidth: '36rem' });
