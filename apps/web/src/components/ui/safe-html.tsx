import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/**
 * Agency-authored HTML, sanitised with DOMPurify before it reaches the DOM. It is written in the
 * agency's language, not necessarily the interface's: `dir="auto"` lays it out by its own first
 * strong character (English answers stay left-to-right in the Arabic interface).
 */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_ATTR: ['style'], FORBID_TAGS: ['style'] }), [html]);
  return <div className={className ? `tf-prose ${className}` : 'tf-prose'} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />;
}
