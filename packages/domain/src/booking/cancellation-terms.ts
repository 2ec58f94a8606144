import type { LanguageCode } from '../agency.ts';
import { cachedNumberFormat, formatMoney } from '../money.ts';
import { formatPlaceDateTime, formatPlaceDay, localeOf, placeDay } from './place-time.ts';
import { isFreeCancellation, type CancellationTerms } from './refund.ts';

// A booking's cancellation terms in one sentence (decision 0097): the one wording of the refund rule
// (refund.ts) that the result card, details, checkout, confirmation, My Trips and the confirmation
// email all show, as the server words it in the booker's language. Deadlines read in the place's
// local time (the terms' `timeZone`); tiers already past are left out.

export interface TermsWords {
  /** `when` is the deadline, date and time at the place. */
  freeUntil: (when: string) => string;
  /** A flight fare's refund fee: the total less `fee` until `when`. */
  lessFeeUntil: (fee: string, when: string) => string;
  /** `tiers` are the still-open tiers, already joined ('100% until Dec 10, 2026; 50% until …'). */
  tiers: (tiers: string) => string;
  tier: (percent: string, day: string) => string;
  /** A product not yet dated (an activity before its slot is chosen): free until this many hours before its start. */
  freeBefore: (hours: number) => string;
  deadlinePassed: string;
  tiersPassed: string;
  nonRefundable: string;
  /** 'local time': what a deadline is read in, for sentences worded elsewhere (the refund preview). */
  localTime: string;
}

const WORDS: Record<LanguageCode, TermsWords> = {
  en: {
    freeUntil: (when) => `Free cancellation until ${when} (local time), then non-refundable.`,
    lessFeeUntil: (fee, when) => `Cancelling until ${when} (local time) refunds the total less a ${fee} fee, then non-refundable.`,
    tiers: (tiers) => `Cancelling refunds ${tiers} (local time), then nothing.`,
    tier: (percent, day) => `${percent} until ${day}`,
    freeBefore: (hours) => `Free cancellation until ${hours} hours before the start (local time).`,
    deadlinePassed: 'Non-refundable: the free cancellation deadline has passed.',
    tiersPassed: "Non-refundable: the cruise line's last refund date has passed.",
    nonRefundable: 'Non-refundable: cancelling refunds nothing.',
    localTime: 'local time',
  },
  fr: {
    freeUntil: (when) => `Annulation gratuite jusqu'au ${when} (heure locale), puis non remboursable.`,
    lessFeeUntil: (fee, when) => `Une annulation jusqu'au ${when} (heure locale) rembourse le total moins des frais de ${fee}, puis non remboursable.`,
    tiers: (tiers) => `Une annulation rembourse ${tiers} (heure locale), puis rien.`,
    tier: (percent, day) => `${percent} jusqu'au ${day}`,
    freeBefore: (hours) => `Annulation gratuite jusqu'à ${hours} heures avant le début (heure locale).`,
    deadlinePassed: "Non remboursable : la date limite d'annulation gratuite est passée.",
    tiersPassed: 'Non remboursable : la dernière date de remboursement de la compagnie est passée.',
    nonRefundable: 'Non remboursable : une annulation ne donne lieu à aucun remboursement.',
    localTime: 'heure locale',
  },
  de: {
    freeUntil: (when) => `Kostenlose Stornierung bis ${when} (Ortszeit), danach nicht erstattungsfähig.`,
    lessFeeUntil: (fee, when) => `Eine Stornierung bis ${when} (Ortszeit) erstattet den Gesamtbetrag abzüglich ${fee} Gebühr, danach nicht erstattungsfähig.`,
    tiers: (tiers) => `Eine Stornierung erstattet ${tiers} (Ortszeit), danach nichts.`,
    tier: (percent, day) => `${percent} bis ${day}`,
    freeBefore: (hours) => `Kostenlose Stornierung bis ${hours} Stunden vor Beginn (Ortszeit).`,
    deadlinePassed: 'Nicht erstattungsfähig: Die Frist für die kostenlose Stornierung ist abgelaufen.',
    tiersPassed: 'Nicht erstattungsfähig: Der letzte Erstattungstermin der Reederei ist vorbei.',
    nonRefundable: 'Nicht erstattungsfähig: Bei einer Stornierung wird nichts erstattet.',
    localTime: 'Ortszeit',
  },
  es: {
    freeUntil: (when) => `Cancelación gratuita hasta el ${when} (hora local); después, no reembolsable.`,
    lessFeeUntil: (fee, when) => `Si cancelas hasta el ${when} (hora local), se reembolsa el total menos una tarifa de ${fee}; después, no reembolsable.`,
    tiers: (tiers) => `Si cancelas, se reembolsa ${tiers} (hora local); después, nada.`,
    tier: (percent, day) => `el ${percent} hasta el ${day}`,
    freeBefore: (hours) => `Cancelación gratuita hasta ${hours} horas antes del inicio (hora local).`,
    deadlinePassed: 'No reembolsable: el plazo de cancelación gratuita ha vencido.',
    tiersPassed: 'No reembolsable: la última fecha de reembolso de la naviera ha pasado.',
    nonRefundable: 'No reembolsable: si cancelas, no se reembolsa nada.',
    localTime: 'hora local',
  },
  pt: {
    freeUntil: (when) => `Cancelamento gratuito até ${when} (hora local); depois, não reembolsável.`,
    lessFeeUntil: (fee, when) => `Ao cancelar até ${when} (hora local), é reembolsado o total menos uma taxa de ${fee}; depois, não reembolsável.`,
    tiers: (tiers) => `Ao cancelar, são reembolsados ${tiers} (hora local); depois, nada.`,
    tier: (percent, day) => `${percent} até ${day}`,
    freeBefore: (hours) => `Cancelamento gratuito até ${hours} horas antes do início (hora local).`,
    deadlinePassed: 'Não reembolsável: o prazo de cancelamento gratuito já passou.',
    tiersPassed: 'Não reembolsável: a última data de reembolso da companhia de cruzeiros já passou.',
    nonRefundable: 'Não reembolsável: ao cancelar, nada é reembolsado.',
    localTime: 'hora local',
  },
  da: {
    freeUntil: (when) => `Gratis afbestilling indtil ${when} (lokal tid), derefter ingen refusion.`,
    lessFeeUntil: (fee, when) => `Afbestilling indtil ${when} (lokal tid) refunderer det samlede beløb minus et gebyr på ${fee}, derefter ingen refusion.`,
    tiers: (tiers) => `Afbestilling refunderer ${tiers} (lokal tid), derefter intet.`,
    tier: (percent, day) => `${percent} indtil ${day}`,
    freeBefore: (hours) => `Gratis afbestilling indtil ${hours} timer før start (lokal tid).`,
    deadlinePassed: 'Kan ikke refunderes: fristen for gratis afbestilling er overskredet.',
    tiersPassed: 'Kan ikke refunderes: rederiets sidste refusionsdato er overskredet.',
    nonRefundable: 'Kan ikke refunderes: ved afbestilling refunderes intet.',
    localTime: 'lokal tid',
  },
  sv: {
    freeUntil: (when) => `Kostnadsfri avbokning till ${when} (lokal tid), därefter ingen återbetalning.`,
    lessFeeUntil: (fee, when) => `Avbokning till ${when} (lokal tid) återbetalar totalbeloppet minus en avgift på ${fee}, därefter ingen återbetalning.`,
    tiers: (tiers) => `Avbokning återbetalar ${tiers} (lokal tid), därefter ingenting.`,
    tier: (percent, day) => `${percent} till ${day}`,
    freeBefore: (hours) => `Kostnadsfri avbokning till ${hours} timmar före start (lokal tid).`,
    deadlinePassed: 'Ej återbetalningsbar: fristen för kostnadsfri avbokning har passerat.',
    tiersPassed: 'Ej återbetalningsbar: rederiets sista återbetalningsdag har passerat.',
    nonRefundable: 'Ej återbetalningsbar: vid avbokning återbetalas ingenting.',
    localTime: 'lokal tid',
  },
  no: {
    freeUntil: (when) => `Gratis avbestilling til ${when} (lokal tid), deretter refunderes ingenting.`,
    lessFeeUntil: (fee, when) => `Avbestilling til ${when} (lokal tid) refunderer totalbeløpet minus et gebyr på ${fee}, deretter refunderes ingenting.`,
    tiers: (tiers) => `Avbestilling refunderer ${tiers} (lokal tid), deretter ingenting.`,
    tier: (percent, day) => `${percent} til ${day}`,
    freeBefore: (hours) => `Gratis avbestilling til ${hours} timer før start (lokal tid).`,
    deadlinePassed: 'Refunderes ikke: fristen for gratis avbestilling er passert.',
    tiersPassed: 'Refunderes ikke: rederiets siste refusjonsdato er passert.',
    nonRefundable: 'Refunderes ikke: ved avbestilling refunderes ingenting.',
    localTime: 'lokal tid',
  },
  ar: {
    freeUntil: (when) => `إلغاء مجاني حتى ${when} (بالتوقيت المحلي)، وبعد ذلك غير قابل للاسترداد.`,
    lessFeeUntil: (fee, when) => `الإلغاء حتى ${when} (بالتوقيت المحلي) يسترد الإجمالي مخصومًا منه رسوم قدرها ${fee}، وبعد ذلك غير قابل للاسترداد.`,
    tiers: (tiers) => `الإلغاء يسترد ${tiers} (بالتوقيت المحلي)، وبعد ذلك لا شيء.`,
    tier: (percent, day) => `${percent} حتى ${day}`,
    freeBefore: (hours) => `إلغاء مجاني حتى ${hours} ساعة قبل البدء (بالتوقيت المحلي).`,
    deadlinePassed: 'غير قابل للاسترداد: انتهت مهلة الإلغاء المجاني.',
    tiersPassed: 'غير قابل للاسترداد: انقضى آخر موعد للاسترداد لدى شركة الرحلات البحرية.',
    nonRefundable: 'غير قابل للاسترداد: لا يُسترد أي مبلغ عند الإلغاء.',
    localTime: 'بالتوقيت المحلي',
  },
};

/** The terms' words in a language; anything not an interface language reads English. */
export const termsWords = (language: string | null | undefined): TermsWords => WORDS[language as LanguageCode] ?? WORDS.en;

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

/** What the sentence needs beside the terms: the moment it is for, the reader's language, the booking's currency (a fee's). */
export interface TermsContext {
  now: Date;
  language?: string | null | undefined;
  currency?: string;
}

/**
 * The terms in one sentence: a deadline at the place's local time, the tiers still open (a tier
 * whose last day is past at the place is gone), or why nothing is refunded. The same function
 * words an offer, a hold and a booking, so every page and the email say the same.
 */
export function termsSentence(terms: CancellationTerms, { now, language, currency }: TermsContext): string {
  const words = termsWords(language);
  if (!terms.refundable) return words.nonRefundable;
  if (terms.tiers && terms.tiers.length > 0) {
    const today = placeDay(now, terms.timeZone);
    const open = terms.tiers.filter((t) => t.until >= today && t.refundShare > 0);
    if (open.length === 0) return words.tiersPassed;
    const percent = cachedNumberFormat(localeOf(language), PERCENT);
    return words.tiers(open.map((t) => words.tier(percent.format(Math.min(1, t.refundShare)), formatPlaceDay(t.until, language))).join('; '));
  }
  const until = terms.freeCancellationUntil;
  if (!until) return words.nonRefundable;
  if (!isFreeCancellation(terms, now)) return words.deadlinePassed;
  const when = formatPlaceDateTime(until, terms.timeZone, language);
  const fee = Math.max(0, Math.round(terms.feeMinor ?? 0));
  if (fee > 0 && currency) return words.lessFeeUntil(formatMoney({ amountMinor: fee, currency }, { locale: localeOf(language) }), when);
  return words.freeUntil(when);
}

/**
 * The terms of a product not yet dated (an activity before its time slot is chosen): free until
 * `hours` before its local start, the same rule the dated sentence words once the slot is known.
 */
export function beforeStartSentence(hours: number | null, language?: string | null): string {
  const words = termsWords(language);
  return hours === null ? words.nonRefundable : words.freeBefore(hours);
}
