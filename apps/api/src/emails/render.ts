import { render } from '@react-email/render';
import type { Agency } from '@tripfront/domain';
import type { OutboxMessage } from '@tripfront/db';
import { createElement } from 'react';
import { EmailLayout, type EmailContent } from './layout.tsx';

/**
 * The text part says what the HTML says, line by line: greeting, paragraphs, the button as
 * "label: link", the closing line and the agency's signature. Written here rather than converted
 * from the HTML so it reads as a letter (no preview text, no image alt, no bracketed links).
 */
export function textPart(agency: Agency, content: EmailContent): string {
  const contact = agency.contactEmailId;
  return (
    [
      agency.agencyName,
      content.greeting,
      ...content.paragraphs,
      `${content.action.label}: ${content.action.href}`,
      ...(content.outro ? [content.outro] : []),
      `-- \n${agency.agencyName}${contact ? ` · ${contact}` : ''}`,
    ].join('\n\n') + '\n'
  );
}

/** An email to `to`: the branded layout rendered by React Email, and its text part. */
export async function renderEmail(agency: Agency, to: string, content: EmailContent): Promise<OutboxMessage> {
  const html = await render(createElement(EmailLayout, { agency, content }));
  return { toAddress: to, subject: content.subject, text: textPart(agency, content), html };
}
