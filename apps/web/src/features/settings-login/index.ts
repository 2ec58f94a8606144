import i18next from 'i18next';
import { LOGIN_NS } from './hooks/use-login-translation.ts';

// Login settings (/settings/login, issue #42; decision 0117): single sign-on and the social providers.

/** The Login settings page with its texts, loaded when the page opens. */
export const loadLoginSettingsPage = async () => {
  const [m] = await Promise.all([import('./components/login-settings-page.tsx'), i18next.loadNamespaces(LOGIN_NS)]);
  return m.LoginSettingsPage;
};

/** The report a test sign-in's window shows on /sso?test=<state>, with its texts. */
export const loadSsoTestPage = async () => {
  const [m] = await Promise.all([import('./components/sso-test-page.tsx'), i18next.loadNamespaces(LOGIN_NS)]);
  return { default: m.SsoTestPage };
};

/** Tells a Login settings page waiting for a test sign-in that it failed (the window landed on /sso?error=). */
export { announceSsoTest } from './sso-test-channel.ts';
