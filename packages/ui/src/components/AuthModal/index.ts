export { AuthModal, type AuthModalProps, type AuthTab, authTabs } from './AuthModal.tsx';
export { type AuthModalLabels, authModalLabels } from './labels.ts';
export { type SignUpValues, signUpMessages, validateSignUp } from './validation.ts';
