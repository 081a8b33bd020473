export {
  DeleteConfirmModal,
  type DeleteConfirmModalLabels,
  type DeleteConfirmModalProps,
  deleteConfirmModalLabels,
  isConfirmTextValid,
} from './DeleteConfirmModal.tsx';
