import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const badge = style({ marginLeft: vars.space.xxs });
