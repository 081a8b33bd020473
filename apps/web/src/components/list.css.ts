// Lists of figures and activities shared by the learner dashboard, the administrator's dashboard and translate.
import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

/** A list laid out by a Stack or an Inline: no bullets, no indent. */
export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 });
export const activity = style({ overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
