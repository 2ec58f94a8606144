import { DEFAULT_AGENT_MARKUP_CAP_BP, type Proposal, type UpdateProposalBody } from '@tripfront/domain/proposals';
import { emailInputSchema } from '@tripfront/domain/account';

// The editor's form (decision 0118): what the agent types, checked before it goes, and the API's
// 400s brought back to the field they name.

export interface ItemDraft {
  id: string;
  note: string;
  /** Percent as typed ('12.5'). */
  markup: string;
}

export interface EditorForm {
  title: string;
  message: string;
  clientName: string;
  clientEmail: string;
  language: Proposal['language'];
  /** YYYY-MM-DD or ''. */
  expiresOn: string;
  items: ItemDraft[];
}

/** The field names the API's 400 uses, and the items' `items.<i>.note` / `items.<i>.agentMarkupBasisPoints`. */
export type FieldErrors = Partial<Record<string, string>>;

export const markupCapOf = (p: Proposal): number => p.agentMarkupCapBasisPoints ?? DEFAULT_AGENT_MARKUP_CAP_BP;

const percentOf = (bp: number | undefined) => String((bp ?? 0) / 100);

export function formOf(p: Proposal): EditorForm {
  return {
    title: p.title,
    message: p.message,
    clientName: p.client.name,
    clientEmail: p.client.email,
    language: p.language,
    expiresOn: p.expiresAt ? p.expiresAt.slice(0, 10) : '',
    items: [...p.items].sort((a, b) => a.position - b.position).map((i) => ({ id: i.id, note: i.note, markup: percentOf(i.agentMarkupBasisPoints) })),
  };
}

/** Whole basis points of a typed percentage, or null when it is not a number from 0 to the cap. */
export function markupBasisPoints(typed: string, capBp: number): number | null {
  const text = typed.trim().replace(',', '.');
  if (text === '') return 0;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const bp = Math.round(Number(text) * 100);
  return bp <= capBp ? bp : null;
}

/** The form's own checks, before the API's: a markup beyond the cap, an email that is not one. */
export function formErrors(form: EditorForm, capBp: number): FieldErrors {
  const errors: FieldErrors = {};
  // The API's own email rule (the body's schema), so the form refuses what the API would.
  if (form.clientEmail.trim() !== '' && !emailInputSchema.safeParse(form.clientEmail).success) errors.clientEmail = 'invalidEmail';
  form.items.forEach((item, i) => {
    if (markupBasisPoints(item.markup, capBp) === null) errors[`items.${i}.agentMarkupBasisPoints`] = 'markupInvalid';
  });
  return errors;
}

/** What Save sends: every field (the API keeps items in this order, their notes and markups). */
export function updateBody(form: EditorForm, capBp: number): UpdateProposalBody {
  return {
    title: form.title.trim(),
    message: form.message.trim(),
    clientName: form.clientName.trim(),
    ...(form.clientEmail.trim() ? { clientEmail: form.clientEmail.trim() } : {}),
    language: form.language,
    expiresOn: form.expiresOn || null,
    items: form.items.map((i) => ({ id: i.id, note: i.note.trim(), agentMarkupBasisPoints: markupBasisPoints(i.markup, capBp) ?? 0 })),
  };
}

/**
 * The form field an API 400 names: `clientEmail`, `items.2.agentMarkupBasisPoints` … (a body path,
 * with or without a `body.` prefix, or dots and brackets); null when it names none the form shows.
 */
export function formFieldOf(field: string | undefined): string | null {
  if (!field) return null;
  const path = field
    .replace(/^body[./]/, '')
    .replace(/\[(\d+)\]/g, '.$1')
    .replace(/\//g, '.');
  if (['title', 'message', 'clientName', 'clientEmail', 'language', 'expiresOn'].includes(path)) return path;
  const item = /^items\.(\d+)\.(note|agentMarkupBasisPoints)$/.exec(path);
  return item ? `items.${item[1]}.${item[2]}` : null;
}

/** May the agent still change it: drafts fully, sent and opened ones (a resend shows the change). */
export const editable = (p: Proposal) => p.status === 'draft' || p.status === 'sent' || p.status === 'opened';
