export {
  DeleteConfirmModal,
  type DeleteConfirmModalLabels,
  type DeleteConfirmModalProps,
  isConfirmTextValid,
} from './DeleteConfirmModal.tsx';
