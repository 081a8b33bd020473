export { Dialog, DialogClose, type DialogLabels, type DialogProps, dialogLabels } from './Dialog.tsx';
