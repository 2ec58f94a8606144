import {
  SUPPLIER_PRODUCTS,
  supplierAccountBodySchema,
  supplierAccountPatchSchema,
  type CredentialSource,
  type SupplierAccountBody,
  type SupplierKind,
} from '@tripfront/domain/supplier-accounts';
import type { Product } from '@tripfront/domain/booking/products';
import type { z } from 'zod';
import type { SuppliersKey } from './hooks/use-suppliers-translation.ts';

// The add form and the new-key form check with the domain's schemas (the API's own); this file only
// turns the form's values into a body and names, for each refusal, the text that explains it.

export interface AddAccountValues {
  supplier: SupplierKind;
  label: string;
  credentials: CredentialSource;
  /** Empty with the platform's account. */
  secret: string;
  products: Product[];
}

export type AddAccountField = keyof AddAccountValues;

export const emptyAddAccount = (supplier: SupplierKind = 'duffel'): AddAccountValues => ({
  supplier,
  label: '',
  credentials: 'agency',
  secret: '',
  products: [],
});

/** What the form posts: the key only for the agency's own account, only products the supplier sells. */
export function toAccountBody(values: AddAccountValues): SupplierAccountBody {
  const sold = SUPPLIER_PRODUCTS[values.supplier];
  return {
    supplier: values.supplier,
    label: values.label,
    credentials: values.credentials,
    ...(values.credentials === 'agency' && values.secret !== '' ? { secret: values.secret } : {}),
    products: values.products.filter((p) => sold.includes(p)),
  };
}

type Issue = z.core.$ZodIssue;

/** The text for a refusal of the key (the add form's or a replaced key's), by zod's issue code. */
function keyIssue(issue: Issue): SuppliersKey {
  if (issue.code === 'too_small') return 'errors.keyShort';
  if (issue.code === 'too_big') return 'errors.keyTooLong';
  if (issue.code === 'invalid_format') return 'errors.keySpaces';
  return 'errors.keyRequired';
}

function issueText(field: string, issue: Issue): SuppliersKey | null {
  if (field === 'label') return issue.code === 'too_big' ? 'errors.labelTooLong' : 'errors.labelRequired';
  if (field === 'secret') return keyIssue(issue);
  return null;
}

/** The first refusal per field of the add form, in the page's words (the schema's own message where the page has none). */
export function addAccountProblems(values: AddAccountValues): Array<{ field: AddAccountField; key: SuppliersKey | null; message: string }> {
  const parsed = supplierAccountBodySchema.safeParse(toAccountBody(values));
  if (parsed.success) return [];
  const seen = new Set<string>();
  return parsed.error.issues.flatMap((issue) => {
    const field = String(issue.path[0] ?? 'label') as AddAccountField;
    if (seen.has(field)) return [];
    seen.add(field);
    return [{ field, key: issueText(field, issue), message: issue.message }];
  });
}

/** The refusal of a replacement key, or null when the API would take it. */
export function newKeyProblem(secret: string): SuppliersKey | null {
  if (secret.trim() === '') return 'errors.keyRequired';
  const parsed = supplierAccountPatchSchema.safeParse({ secret });
  return parsed.success ? null : keyIssue(parsed.error.issues[0]!);
}

/** An API message without its leading "field: " (the form shows it under that field). */
export const withoutField = (message: string) => message.replace(/^[\w.[\]]+: /, '');
