import { useId, useState } from 'react';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';

interface FaqAccordionProps {
  items: ReadonlyArray<{ question: string; answer: string }>;
}

/** One item open at a time; activating the open item closes it (spec §4). */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const baseId = useId();
  return (
    <div className="tf-faq__accordion">
      {items.map((item, index) => {
        const open = openIndex === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={buttonId} className={`tf-faq__item${open ? ' is-open' : ''}`}>
            <h2 className="tf-faq__heading">
              <button
                id={buttonId}
                type="button"
                className="tf-faq__question"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenIndex(open ? null : index)}
              >
                <span dir="auto">{item.question}</span>
                <svg className="tf-faq__chevron" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                  <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
                </svg>
              </button>
            </h2>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="tf-faq__answer" hidden={!open}>
              <SafeHtml html={item.answer} />
            </div>
          </div>
        );
      })}
    </div>
  );
}
