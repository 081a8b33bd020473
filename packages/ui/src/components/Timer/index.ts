export { describeDuration, formatClock, passedMoment } from './clock.ts';
export { defaultWarningAt, Timer, type TimerLabels, type TimerProps, timerLabels } from './Timer.tsx';
