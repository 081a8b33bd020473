export {
  AudioButton,
  type AudioButtonLabels,
  type AudioButtonProps,
  type AudioState,
  audioButtonLabels,
  audioStates,
} from './AudioButton.tsx';
