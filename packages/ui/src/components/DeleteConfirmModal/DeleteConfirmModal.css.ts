import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

export const root = recipe({ base: { display: 'flex', flexDirection: 'column', gap: vars.space.md } });
