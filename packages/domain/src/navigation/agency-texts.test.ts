import { describe, expect, it } from 'vitest';
import type { AgencyTranslations } from '../agency.ts';
import { aboutTitle, faqTitle, navigationLabel } from './agency-texts.ts';

const translations: AgencyTranslations = {
  ar: { navigation: { '/about': 'من نحن', '/faqs': '  ' }, aboutTitle: 'عن صن رايز', faqTitle: 'الأسئلة الشائعة' },
  de: { navigation: {}, aboutTitle: '', faqTitle: '' },
};
const about = { label: 'About Us', path: '/about' };
const faqs = { label: 'FAQ', path: '/faqs' };
const offers = { label: 'Offers', path: 'https://offers.example/' };

describe('navigationLabel (decision 0099)', () => {
  it.each<[string, AgencyTranslations | undefined, string, { label: string; path: string }, string]>([
    ['translated', translations, 'ar', about, 'من نحن'],
    ['a regional code reads its language', translations, 'ar-EG', about, 'من نحن'],
    ['blank: as entered', translations, 'ar', faqs, 'FAQ'],
    ['another path: as entered', translations, 'ar', offers, 'Offers'],
    ['a language without the link', translations, 'de', about, 'About Us'],
    ['a language without translations', translations, 'fr', about, 'About Us'],
    ['an agency from before translations', undefined, 'ar', about, 'About Us'],
    ['the default language', translations, 'en', about, 'About Us'],
  ])('%s', (_label, given, language, entry, expected) => {
    expect(navigationLabel(given, language, entry)).toBe(expected);
  });
});

describe('aboutTitle and faqTitle (decision 0099)', () => {
  it.each<[string, string, string, string, string]>([
    ['Arabic', 'ar', 'About Sunrise', 'عن صن رايز', 'الأسئلة الشائعة'],
    ['German left empty', 'de', 'About Sunrise', 'About Sunrise', ''],
    ['English', 'en', 'About Sunrise', 'About Sunrise', ''],
  ])('%s', (_label, language, asEntered, about, faq) => {
    expect(aboutTitle(translations, language, asEntered)).toBe(about);
    expect(faqTitle(translations, language, '')).toBe(faq);
  });
});
