import { useId, type SyntheticEvent } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';

interface FaqAccordionProps {
  items: ReadonlyArray<{ question: string; answer: string }>;
}

/** Opening one item closes the one open before, where the browser does not do it for `name`. */
function closeOthers(event: SyntheticEvent<HTMLDetailsElement>): void {
  const opened = event.currentTarget;
  if (!opened.open) return;
  for (const other of opened.parentElement?.querySelectorAll<HTMLDetailsElement>(':scope > details[open]') ?? []) {
    if (other !== opened) other.open = false;
  }
}

/**
 * One item open at a time; activating the open item closes it (spec §4). Native disclosures
 * sharing a `name`: a question opens on a server-rendered page before the app has started, and
 * without JavaScript (decision 0142).
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const group = useId();
  return (
    <div className="tf-faq__accordion">
      {items.map((item, index) => (
        <details key={`${group}-${index}`} name={group} className="tf-faq__item" onToggle={closeOthers}>
          <summary className="tf-faq__question">
            <h2 className="tf-faq__heading" dir="auto">
              {item.question}
            </h2>
            <svg className="tf-faq__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </summary>
          <div className="tf-faq__answer">
            <SafeHtml html={item.answer} />
          </div>
        </details>
      ))}
    </div>
  );
}
