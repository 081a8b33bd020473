import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const stats = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))',
});
export { activity, muted } from '../../../components/list.css.ts';
export const message = style({ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
