import { z } from 'zod';
import { CURRENCY_CODES } from './currency/codes.ts';
import { COUNTRY_CURRENCIES } from './currency/country-currencies.ts';
import { convertMinor } from './money.ts';

// The reward wallet (issue #16, decision 0039): the agency's setting, the rules that turn a booking
// into credits and credits into a discount, and the wallet API's shapes. The ledger itself (one
// entry per movement, never updated) is packages/db/src/repositories/wallet.ts.

const SUPPORTED = new Set<string>(CURRENCY_CODES);
const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code');

/** Highest reward an agency may give: half of what the traveller paid. */
export const MAX_REWARD_BASIS_POINTS = 5000;

/** The agency's reward wallet: on/off, the share of each paid booking given back, its currency. */
export const walletSettingsSchema = z.object({
  isRewardWalletEnable: z.boolean().default(false),
  /** 500 = 5% of what the traveller paid by card. */
  rewardBasisPoints: z.number().int().min(0).max(MAX_REWARD_BASIS_POINTS).default(500),
  /** null: the currency of the agency's default country (walletCurrencyOf). */
  currency: currencyCode
    .refine((c) => SUPPORTED.has(c), 'is not a supported currency')
    .nullable()
    .default(null),
});
export type WalletSettings = z.infer<typeof walletSettingsSchema>;
export const DEFAULT_WALLET_SETTINGS: WalletSettings = { isRewardWalletEnable: false, rewardBasisPoints: 500, currency: null };

/** The academy agents open from the side navigation (spec §5/§6): an https address, or '' for none. */
export const academySettingsSchema = z.object({
  url: z.union([z.literal(''), z.url({ protocol: /^https$/, error: 'must be an https:// address' }).max(500)]).default(''),
});
export type AcademySettings = z.infer<typeof academySettingsSchema>;

/** The wallet's currency: the one chosen, else the currency of the agency's default country, else USD. */
export function walletCurrencyOf(agency: { defaultCountry: string; wallet?: Pick<WalletSettings, 'currency'> | undefined }): string {
  if (agency.wallet?.currency) return agency.wallet.currency;
  const local = COUNTRY_CURRENCIES[agency.defaultCountry.toUpperCase()];
  return local && SUPPORTED.has(local) ? local : 'USD';
}

/** Credits earned on `paidMinor` at `basisPoints`, rounded down (a reward never exceeds its percentage). */
export function rewardMinor(paidMinor: number, basisPoints: number): number {
  if (!Number.isSafeInteger(paidMinor) || paidMinor <= 0 || basisPoints <= 0) return 0;
  return Math.floor((paidMinor * basisPoints) / 10_000);
}

/** The part of `amountMinor` a refund share (0…1) gives back, to the nearest minor unit. */
export function shareOfMinor(amountMinor: number, share: number): number {
  const s = Math.min(1, Math.max(0, share));
  return Math.round(amountMinor * s);
}

type Rates = Readonly<Record<string, number>>;

/**
 * What a discount of `creditsMinor` (booking currency) costs in wallet credits: converted through
 * the USD rates and rounded up, so the wallet is never debited less than the discount is worth.
 */
export function creditsDebitMinor(creditsMinor: number, bookingCurrency: string, walletCurrency: string, rates: Rates): number {
  if (creditsMinor <= 0) return 0;
  if (bookingCurrency === walletCurrency) return creditsMinor;
  const converted = convertMinor(creditsMinor, bookingCurrency, walletCurrency, rates);
  // convertMinor rounds to the nearest unit; step up until the debit covers the discount.
  let debit = converted;
  while (convertMinor(debit, walletCurrency, bookingCurrency, rates) < creditsMinor) debit += 1;
  return Math.max(debit, 1);
}

/** The largest discount (booking currency) a balance pays for, capped at the total. */
export function maxCreditsMinor(balanceMinor: number, walletCurrency: string, totalMinor: number, bookingCurrency: string, rates: Rates): number {
  if (balanceMinor <= 0 || totalMinor <= 0) return 0;
  let most = bookingCurrency === walletCurrency ? balanceMinor : convertMinor(balanceMinor, walletCurrency, bookingCurrency, rates);
  most = Math.min(most, totalMinor);
  while (most > 0 && creditsDebitMinor(most, bookingCurrency, walletCurrency, rates) > balanceMinor) most -= 1;
  return most;
}

/**
 * What a paid booking promises the traveller: credits for the share paid by card (never for the
 * credits spent), converted to the wallet currency and rounded down.
 */
export function rewardOfBooking(input: {
  totalMinor: number;
  creditsMinor: number;
  currency: string;
  walletCurrency: string;
  basisPoints: number;
  rates: Rates;
}): number {
  const paid = input.totalMinor - input.creditsMinor;
  if (paid <= 0) return 0;
  const inWallet = input.currency === input.walletCurrency ? paid : convertMinor(paid, input.currency, input.walletCurrency, input.rates);
  return rewardMinor(inWallet, input.basisPoints);
}

// ---- API shapes ---------------------------------------------------------------------------------

export const WALLET_ENTRY_KINDS = ['earn', 'spend', 'reverse', 'refund', 'topup', 'adjust'] as const;
/** How an entry stands (wallet-rewards.ts walletEntryState). */
export const WALLET_ENTRY_STATES = ['available', 'pending', 'withdrawn'] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];

const walletMoneySchema = z.object({ amount: z.number().int(), currency: currencyCode });

export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(WALLET_ENTRY_KINDS),
  /** Signed, minor units of `amount.currency`. */
  amount: walletMoneySchema,
  /**
   * What could be spent after it, as the account stands now: the running balance of spendable
   * entries (a matured reward counts from its date of posting; pending rewards and their voids do not).
   */
  balanceAfter: walletMoneySchema,
  /** available, pending (a reward not yet spendable: "Pending until availableAt") or withdrawn (a pending reward its cancellation voided). */
  state: z.enum(WALLET_ENTRY_STATES),
  /** When the entry becomes (or became) spendable, ISO date-time; null: at once. */
  availableAt: z.string().nullable(),
  /** The booking it belongs to, when it belongs to one. */
  bookingReference: z.string().nullable(),
  note: z.string(),
  createdAt: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

/** GET /api/user/wallet and /api/agent/wallet: the balance and one page of entries, newest first. */
export const walletAnswerSchema = z.object({
  enabled: z.boolean(),
  rewardBasisPoints: z.number().int(),
  /** What can be spent now (the checkout's most). */
  balance: walletMoneySchema,
  /** Rewards not yet spendable, until their booking's service is over (decision 0073). */
  pending: walletMoneySchema,
  entries: z.array(walletEntrySchema),
  page: z.number().int().min(1),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type WalletAnswer = z.infer<typeof walletAnswerSchema>;

/** The agency's view adds what its travellers hold and were given. */
export const agencyWalletAnswerSchema = walletAnswerSchema.extend({
  travellers: z.object({ held: walletMoneySchema, issued: walletMoneySchema, accounts: z.number().int() }),
});
export type AgencyWalletAnswer = z.infer<typeof agencyWalletAnswerSchema>;

export const WALLET_PAGE_SIZE = 20;
export const walletQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) });

/** The booking body's credits: the discount in minor units of the booking's currency. */
export const creditsInputSchema = z.number().int().min(0).max(1_000_000_000_000);

/** Messages of the wallet (API answers; the web has its own translations per code). */
export const WALLET_MESSAGES = {
  insufficient: 'You do not have enough credits for this. Please check your balance and try again.',
  disabled: 'This agency does not offer wallet credits.',
  tooMuch: 'You can use at most the total of the booking in credits.',
  onBehalf: 'Credits can only be used when you book for yourself.',
} as const;

/** A traveller an agent may book for (GET /api/bookings/clients). */
export const bookingClientSchema = z.object({ id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() });
export type BookingClient = z.infer<typeof bookingClientSchema>;
