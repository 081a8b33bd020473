export { moveItem, TileBuilder, type TileBuilderProps, type TileBuilderState } from './TileBuilder.tsx';
