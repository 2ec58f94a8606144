import { NO_STORED_SECRET } from '@tripfront/domain/login-settings';
import { NO_SOCIAL_PROVIDERS } from '@tripfront/domain/sign-in-providers';
import { agencySettingsSchema, type AgencySettings } from '@tripfront/domain/settings';
import { makeAgency } from '../../../test/factories.ts';

/** GET /api/agency/settings for the test agency, with FAQ questions and a version to send back. */
export function makeSettings(version = 4): AgencySettings {
  const agency = makeAgency({ metaData: { title: 'Test Travel | Hotels', description: 'Book hotels.', keywords: ['hotels'] } });
  return agencySettingsSchema.parse({
    version,
    updatedAt: '2026-11-24T09:00:00.000Z',
    website: {
      agency: { ...agency, askAnalyticsConsent: true },
      about: { isEnabled: true, title: 'About us', image: '', content: '<p>We plan trips.</p>' },
      faqs: {
        isEnabled: true,
        headerMessage: 'Questions travellers ask',
        questions: [
          { question: 'How do I pay?', answer: '<p>By card.</p>' },
          { question: 'Can I cancel?', answer: '<p>Often, yes.</p>' },
          { question: 'Do you sell cruises?', answer: '<p>Yes.</p>' },
        ],
      },
    },
    theme: { primaryColor: agency.primaryColor, logoPlacement: 'start' },
    markup: { markupBasisPoints: 1200, rules: [] },
    product: { bookingMenuItemOptions: agency.bookingMenuItemOptions },
    payment: { currentGateway: 'sandbox', stripe: { publishableKey: '', secretKeyHint: null, webhookSecretHint: null } },
    login: {
      isSSOEnabled: false,
      isDirectLoginAllowedForSSOUsers: true,
      oidc: null,
      social: NO_SOCIAL_PROVIDERS,
      clientSecrets: { oidc: NO_STORED_SECRET, google: NO_STORED_SECRET, microsoft: NO_STORED_SECRET, apple: NO_STORED_SECRET },
    },
  });
}
