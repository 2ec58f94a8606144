import { parseIssueMessage, type SearchIssueCode } from '@tripfront/domain/search';
import { useSearchTranslation } from '../hooks/use-search-translation.ts';
import { useDisplayDate } from '../../../lib/use-display-date.ts';

const KNOWN: ReadonlySet<SearchIssueCode> = new Set([
  'placeRequired',
  'samePlace',
  'dateRequired',
  'dateTooEarly',
  'dateTooLate',
  'endNotAfterStart',
  'rangeTooLong',
  'timeRequired',
  'timeNotAfterStart',
  'monthRequired',
  'monthOutOfRange',
  'childAgeRequired',
  'driverAge',
  'legsRequired',
  'party',
]);

const PARTY_REASONS = new Set(['adultRequired', 'infantsExceedAdults', 'tooManySeats'] as const);
type PartyReason = typeof PARTY_REASONS extends Set<infer R> ? R : never;

/** The sentence for a form issue message ('dateTooEarly|2027-02-21' → 'Choose Feb 21, 2027 or later.'). */
export function useIssueText() {
  const dates = useDisplayDate();
  const { t } = useSearchTranslation();
  return (message: string | undefined): string | null => {
    if (!message) return null;
    const { code, value } = parseIssueMessage(message);
    if (!KNOWN.has(code)) return t('validation.invalid');
    // A flight party the booking would refuse (booking/passengers.ts): the reason's own sentence.
    if (code === 'party') return PARTY_REASONS.has(value as PartyReason) ? t(`validation.partyIssues.${value as PartyReason}`) : t('validation.invalid');
    return t(`validation.${code}`, { date: dates.date(value), time: value });
  };
}

/** A field's issue, linked to its input through aria-describedby. */
export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const text = useIssueText()(message);
  if (!text) return null;
  return (
    <p id={id} className="tf-search__error">
      {text}
    </p>
  );
}
