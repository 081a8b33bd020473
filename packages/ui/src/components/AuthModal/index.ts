export { AuthModal, type AuthModalProps, type AuthTab, authTabs } from './AuthModal.tsx';
export { type SignUpValues, signUpMessages, validateSignUp } from './validation.ts';
