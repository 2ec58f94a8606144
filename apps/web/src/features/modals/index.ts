export { SavePriceModal } from './components/save-price-modal.tsx';
export { AgencyInactiveModal } from './components/agency-inactive-modal.tsx';
export { SignInPrompt } from './components/sign-in-prompt.tsx';
