export {
  type MatchPair,
  MatchPairs,
  type MatchPairsProps,
  type MatchPairsState,
  type MatchTileState,
  matchTileState,
} from './MatchPairs.tsx';
