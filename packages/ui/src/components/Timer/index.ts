export { describeDuration, formatClock, passedMoment } from './clock.ts';
export { defaultWarningAt, Timer, type TimerProps } from './Timer.tsx';
