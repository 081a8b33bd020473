export { AudioButton, type AudioButtonProps, type AudioState, audioStates } from './AudioButton.tsx';
