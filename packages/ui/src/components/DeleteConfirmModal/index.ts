export {
  DeleteConfirmModal,
  type DeleteConfirmModalProps,
  isConfirmTextValid,
} from './DeleteConfirmModal.tsx';
