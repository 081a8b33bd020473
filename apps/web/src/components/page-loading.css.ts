import { style } from '@vanilla-extract/css';

export const centered = style({ display: 'grid', placeItems: 'center', minHeight: '40vh' });
