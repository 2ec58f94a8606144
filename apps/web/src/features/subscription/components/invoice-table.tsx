import type { Invoice } from '@tripfront/domain/subscription';
import { useBillingFormat } from '../hooks/use-billing-format.ts';
import { useSubscriptionTranslation, type SubscriptionKey } from '../hooks/use-subscription-translation.ts';

const INVOICE_STATUSES = ['draft', 'open', 'paid', 'void', 'uncollectible'] as const;

/** The invoice's status in words: Stripe's five, else its own word. */
export function useInvoiceStatus(): (status: string) => string {
  const { t } = useSubscriptionTranslation();
  return (status) => ((INVOICE_STATUSES as readonly string[]).includes(status) ? t(`invoices.${status}` as SubscriptionKey) : status);
}

/** When an invoice is dated: the start of the period it bills, else its end. */
export const invoiceDate = (invoice: Invoice): string | null => invoice.periodStart ?? invoice.periodEnd;

/** The agency's invoices, newest first: a table on wide screens, one card per invoice on phones (CSS). */
export function InvoiceTable({ invoices }: { invoices: Invoice[] }) {
  const { t } = useSubscriptionTranslation();
  const format = useBillingFormat();
  const statusText = useInvoiceStatus();
  return (
    <section className="tf-subscription__section" aria-labelledby="tf-subscription-invoices">
      <h2 id="tf-subscription-invoices">{t('invoices.heading')}</h2>
      {invoices.length === 0 ? (
        <p className="tf-subscription__empty">{t('invoices.empty')}</p>
      ) : (
        <table className="tf-subscription__invoices">
          <thead>
            <tr>
              <th scope="col">{t('invoices.number')}</th>
              <th scope="col">{t('invoices.date')}</th>
              <th scope="col">{t('invoices.amount')}</th>
              <th scope="col">{t('invoices.status')}</th>
              <th scope="col">{t('invoices.link')}</th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => {
              const date = invoiceDate(invoice);
              return (
                <tr key={invoice.id}>
                  <td data-label={t('invoices.number')} dir="ltr">
                    {invoice.number ?? '—'}
                  </td>
                  <td data-label={t('invoices.date')}>{date ? <time dateTime={date}>{format.date(date)}</time> : '—'}</td>
                  <td data-label={t('invoices.amount')}>{format.money(invoice.amountMinor, invoice.currency)}</td>
                  <td data-label={t('invoices.status')}>{statusText(invoice.status)}</td>
                  <td data-label={t('invoices.link')}>
                    {invoice.hostedInvoiceUrl ? (
                      <a href={invoice.hostedInvoiceUrl} rel="noopener noreferrer" aria-label={t('invoices.viewLabel', { number: invoice.number ?? '' })}>
                        {t('invoices.view')}
                      </a>
                    ) : (
                      '—'
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
