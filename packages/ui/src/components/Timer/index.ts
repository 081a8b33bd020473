export { describeDuration, formatClock, passedMoment } from './clock.ts';
export { Timer, type TimerProps } from './Timer.tsx';
