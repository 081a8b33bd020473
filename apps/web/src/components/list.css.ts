// Lists of figures and activities shared by the learner dashboard, the administrator's dashboard and translate.
import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const activity = style({ overflowWrap: 'anywhere' });
export const muted = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
