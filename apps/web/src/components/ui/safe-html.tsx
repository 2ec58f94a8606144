import DOMPurify from 'dompurify';
import { useMemo } from 'react';

interface SafeHtmlProps {
  html: string;
  className?: string;
}

/** Agency-authored HTML, sanitised with DOMPurify before it reaches the DOM. */
export function SafeHtml({ html, className }: SafeHtmlProps) {
  const clean = useMemo(() => DOMPurify.sanitize(html, { FORBID_ATTR: ['style'], FORBID_TAGS: ['style'] }), [html]);
  return <div className={className ? `tf-prose ${className}` : 'tf-prose'} dangerouslySetInnerHTML={{ __html: clean }} />;
}
