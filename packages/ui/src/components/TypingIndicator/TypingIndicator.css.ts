import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0)', opacity: 0.5 },
  '40%': { transform: 'translateY(-4px)', opacity: 1 },
});

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.lg,
    backgroundColor: vars.color.surfaceRaised,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.textMuted,
    alignSelf: 'flex-start',
  },
});

export const dot = style({
  width: '0.5rem',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
