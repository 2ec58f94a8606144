import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { LANGUAGES, type LanguageCode } from '@tripfront/domain/agency';
import type { PdfPool } from './pdf-pool.ts';
import type { DocumentJob } from './render.ts';

// What every PDF route shares (decision 0118): its answer in the OpenAPI document, the `lang` query
// and how the file is sent (an attachment, never cached by a shared cache).

export const pdfAnswer = z.string().describe('A PDF file (application/pdf)');

export const languageQuery = z.object({
  /** The document's language; the reader's stored language (else the agency's default, or the proposal's) when left out. */
  lang: z.enum(LANGUAGES).optional(),
});

export const sendPdf = (reply: FastifyReply, pdf: Buffer, fileName: string) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);

/** 'proposal-PR-7K3M9Q2X.pdf'. */
export const proposalFileName = (proposal: { reference: string }): string => `proposal-${proposal.reference}.pdf`;

type ProposalJob = Extract<DocumentJob, { kind: 'proposal' }>;

/**
 * A proposal's PDF, made on a documents thread in `lang` (else the proposal's language) and sent as
 * its file: the agent's copy and the client's end the same way.
 */
export async function sendProposalPdf(
  reply: FastifyReply,
  documents: PdfPool,
  tenant: { id: string; agency: ProposalJob['agency'] },
  proposal: ProposalJob['proposal'],
  lang: LanguageCode | undefined,
) {
  const pdf = await documents.make({ kind: 'proposal', proposal, agency: tenant.agency, language: lang ?? proposal.language }, tenant.id);
  return sendPdf(reply, pdf, proposalFileName(proposal));
}
