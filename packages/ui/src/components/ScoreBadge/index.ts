export { defaultScoreBands, type ScoreBand, scoreBand, scoreBandTone } from './bands.ts';
export { ScoreBadge, type ScoreBadgeLabels, type ScoreBadgeProps, scoreBadgeLabels } from './ScoreBadge.tsx';
