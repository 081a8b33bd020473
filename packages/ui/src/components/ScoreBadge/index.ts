export { defaultScoreBands, type ScoreBand, scoreBand, scoreBandTone } from './bands.ts';
export { ScoreBadge, type ScoreBadgeProps } from './ScoreBadge.tsx';
