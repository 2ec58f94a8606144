/** What other features use of the account screens. */
export { ssoStartUrl } from './api/finish-sso.ts';
export { useAccountTranslation } from './hooks/use-account-translation.ts';
