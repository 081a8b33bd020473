import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ position: 'relative', display: 'inline-flex', isolation: 'isolate' });

/** Where a piece flies to and how far it turns, set on each piece (stable names, like the theme's). */
export const pieceVars = {
  dx: '--vuga-celebration-dx',
  dy: '--vuga-celebration-dy',
  turn: '--vuga-celebration-turn',
} as const;
const { dx, dy, turn } = {
  dx: `var(${pieceVars.dx})`,
  dy: `var(${pieceVars.dy})`,
  turn: `var(${pieceVars.turn})`,
};

const burst = keyframes({
  '0%': { transform: 'translate(-50%, -50%) scale(0.2)', opacity: 1 },
  '70%': { opacity: 1 },
  '100%': {
    transform: `translate(calc(-50% + ${dx}), calc(-50% + ${dy})) rotate(${turn}) scale(1)`,
    opacity: 0,
  },
});

const glow = keyframes({
  '0%': { boxShadow: `0 0 0 0 ${vars.color.accentSurface}` },
  '100%': { boxShadow: `0 0 0 1.25rem transparent` },
});

export const pieces = style({ position: 'absolute', inset: 0, pointerEvents: 'none', zIndex: -1 });

export const piece = style({
  position: 'absolute',
  top: '50%',
  left: '50%',
  width: '0.5rem',
  height: '0.75rem',
  borderRadius: '2px',
  opacity: 0,
  animation: `${burst} 1.1s cubic-bezier(0.2, 0.7, 0.3, 1) 1 both`,
  // Still for those who ask for less motion: the pieces stay hidden, the ring below says it instead.
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', display: 'none' } },
});

export const ring = style({
  position: 'absolute',
  inset: 0,
  borderRadius: vars.radius.full,
  pointerEvents: 'none',
  zIndex: -1,
  animation: `${glow} 1.1s ease-out 2 both`,
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animation: 'none',
      boxShadow: `0 0 0 0.375rem ${vars.color.accentSurface}`,
    },
  },
});

export const paints = [
  style({ backgroundColor: vars.color.accent }),
  style({ backgroundColor: vars.color.success }),
  style({ backgroundColor: vars.color.warning }),
  style({ backgroundColor: vars.color.info }),
  style({ backgroundColor: vars.color.critical }),
];
