export {
  type MatchPair,
  MatchPairs,
  type MatchPairsLabels,
  type MatchPairsProps,
  type MatchPairsState,
  type MatchTileState,
  matchPairsLabels,
  matchTileState,
} from './MatchPairs.tsx';
