// The kit's cascade layer for its resets: unlayered styles, an app's included, win over them whatever their
// specificity or order.
import { globalLayer } from '@vanilla-extract/css';

export const resetLayer = globalLayer('vuga-reset');
