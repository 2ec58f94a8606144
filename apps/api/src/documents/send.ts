import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { LANGUAGES } from '@tripfront/domain/agency';

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
