export {
  moveItem,
  TileBuilder,
  type TileBuilderLabels,
  type TileBuilderProps,
  type TileBuilderState,
  tileBuilderLabels,
} from './TileBuilder.tsx';
