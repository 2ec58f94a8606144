import type { Agency, LanguageCode } from '@tripfront/domain';
import type { Proposal } from '@tripfront/domain/proposals';
import { documentContext } from './common.ts';

// A proposal (decision 0118) as a PDF: who it is for and from, until when it holds, every item with
// what the client was quoted (the latest quote, else what was sent), its price and terms, and the
// total the proposal answers (the items not declined and still available).

export function proposalPdf(proposal: Proposal, agency: Agency, language: LanguageCode): Promise<Buffer> {
  const c = documentContext(agency, language, `${proposal.title} (${proposal.reference})`);
  const t = c.texts;
  const l = c.layout;
  l.header(t.proposal, [proposal.reference, ...(proposal.expiresAt ? [`${t.validUntil}: ${c.date(proposal.expiresAt)}`] : [])]);
  // The agent's own words read in their own direction (an English message in an Arabic proposal too).
  if (proposal.title) l.paragraph(proposal.title, { size: 15, bold: true, value: true });
  l.fields([
    [t.preparedFor, proposal.client.name || proposal.client.email],
    [t.preparedBy, [proposal.agent.name, proposal.agent.email].filter(Boolean).join(', ')],
    [t.validUntil, proposal.expiresAt ? c.date(proposal.expiresAt) : null],
  ]);
  if (proposal.message) l.paragraph(proposal.message, { value: true });
  const items = [...proposal.items].sort((a, b) => a.position - b.position);
  l.table(
    [
      { title: t.description, share: 0.72 },
      { title: t.price, share: 0.28, align: 'end' },
    ],
    items.map((item) => {
      const quote = item.current ?? item.sent;
      if (!quote) return [item.note || item.offerId, t.notAvailable];
      const lines = [
        quote.title,
        [quote.location, c.dateRange(quote.startDate, quote.endDate)].filter(Boolean).join(' · '),
        ...quote.lines,
        ...(item.note ? [item.note] : []),
        `${t.cancellationPolicy}: ${quote.cancellationPolicy.description}`,
      ];
      const price = item.status === 'declined' ? t.declined : item.change.kind === 'unavailable' ? t.notAvailable : c.money(quote.price.total);
      return [lines.join('\n'), price];
    }),
  );
  l.totals([[t.total, c.money(proposal.total)]]);
  l.paragraph(t.proposalTerms, { size: 9, color: '#5f6b7a' });
  return l.finish();
}
