import type { ReactNode } from 'react';

/**
 * Numbers, codes, phone numbers, e-mail addresses, references and card numbers inside text: written
 * left to right and isolated from the words around them, so an Arabic sentence does not reorder
 * "4000 0000 0000 0002" into "0002 0000 0000 4000" or move a leading "7-" to the end. A `<bdi>`
 * alone guesses the direction from the first letter, and digits have none: hence dir="ltr".
 * `.tf-ltr` (global.css) also keeps the value on one line when it fits (an e-mail is not broken at
 * its hyphen).
 */
export function Ltr({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className ? `tf-ltr ${className}` : 'tf-ltr'}>
      {children}
    </bdi>
  );
}

/**
 * The same for a value composed into a translated string or an attribute (aria-label, title,
 * placeholder), where no element can go: Unicode's left-to-right isolate (U+2066 … U+2069).
 */
export function ltrText(value: string | number): string {
  return `\u2066${value}\u2069`;
}

/** Stands for the value in a translated sentence that <LtrSlot> renders: `t(key, { reference: LTR_SLOT })`. */
export const LTR_SLOT = '\u0001';

/**
 * A translated sentence around one value (a reference, a code), the value an <Ltr>: the sentence
 * keeps its language's order and the value its own.
 */
export function LtrSlot({ text, value, className }: { text: string; value: ReactNode; className?: string }) {
  const [before = '', after = ''] = text.split(LTR_SLOT);
  return (
    <>
      {before}
      <Ltr className={className}>{value}</Ltr>
      {after}
    </>
  );
}
