import { formatMoney, type Agency, type LanguageCode } from '@tripfront/domain';
import { languageDirection } from '@tripfront/domain/email-language';
import { footerAddress } from '@tripfront/domain/navigation/shell';
import { DocumentLayout, logoBytes, type Brand } from './layout.ts';
import { DOCUMENT_TEXTS, type DocumentTexts } from './texts.ts';

// What every document shares: the agency as a brand, the reader's words and how money and dates
// are written in their language.

/** The agency's name, colour, raster logo and contact for a document's header and footer. */
export function brandOf(agency: Agency): Brand {
  const address = footerAddress({ ...agency, displayAddressFooter: true }).join(', ');
  return {
    name: agency.agencyName,
    color: agency.primaryColor,
    logo: logoBytes(agency.logo),
    contact: [address, agency.contactEmailId, agency.contactPhoneNumber].filter((line) => line.trim() !== ''),
  };
}

/** A document's words, its number and date formats, and its layout in the agency's branding. */
export interface DocumentContext {
  texts: DocumentTexts;
  layout: DocumentLayout;
  money: (m: { amount: number; currency: string }) => string;
  /** A calendar day (YYYY-MM-DD or an ISO instant's day, read in UTC). */
  date: (iso: string) => string;
  /** A local wall-clock time as the supplier gives it (YYYY-MM-DDTHH:mm), written as it reads there. */
  localDateTime: (local: string) => string;
  /** A stay's or a trip's first and last days. */
  dateRange: (start: string, end: string) => string;
}

/** A left-to-right isolate (LRI … PDI) in right-to-left text; the marks draw nothing. */
const isolate = (text: string, rtl: boolean) => (rtl ? `\u2066${text}\u2069` : text);
/** A date or time kept whole in right-to-left text, read in its own direction (FSI … PDI), beside a place's name too. */
const ownIsolate = (text: string, rtl: boolean) => (rtl ? `\u2068${text}\u2069` : text);

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);

export function documentContext(agency: Agency, language: LanguageCode, title: string): DocumentContext {
  const texts = DOCUMENT_TEXTS[language];
  const dates = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeZone: 'UTC' });
  const dateTimes = new Intl.DateTimeFormat(texts.locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
  const rtl = languageDirection(language) === 'rtl';
  return {
    texts,
    layout: new DocumentLayout(brandOf(agency), { language, rtl, title }),
    // An amount reads left to right as one piece in an Arabic line too ('1,234.50 US$', as the web's <Ltr> shows it).
    money: (m) => isolate(formatMoney({ amountMinor: m.amount, currency: m.currency }, { locale: texts.locale }), rtl),
    date: (iso) => ownIsolate(dates.format(day(iso)), rtl),
    localDateTime: (local) => {
      const at = new Date(`${local.slice(0, 16)}:00Z`);
      return ownIsolate(Number.isNaN(at.getTime()) ? local : dateTimes.format(at), rtl);
    },
    dateRange: (start, end) => ownIsolate(start.slice(0, 10) === end.slice(0, 10) ? dates.format(day(start)) : dates.formatRange(day(start), day(end)), rtl),
  };
}
