import { style } from '@vanilla-extract/css';
import { vars } from '@vuga/ui';

export const denied = style({ maxWidth: '40rem', margin: `${vars.space.xl} auto`, textAlign: 'center' });
