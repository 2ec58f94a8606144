import type { ServiceKey } from '@tripfront/domain/booking/products';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ServiceIcon } from '../../../components/ui/icons/service-icons.tsx';

export interface DealTab {
  service: ServiceKey;
  label: string;
}

export const tabId = (service: ServiceKey) => `tf-deals-tab-${service}`;
export const panelId = (service: ServiceKey) => `tf-deals-panel-${service}`;

/**
 * Tab list of the Product Deals (WAI-ARIA tabs, selection follows focus): arrow keys move along
 * the tabs in reading direction and wrap, Home and End go to the ends.
 */
export function DealTabs({
  tabs,
  selected,
  label,
  rtl,
  onSelect,
}: {
  tabs: DealTab[];
  selected: ServiceKey;
  label: string;
  rtl: boolean;
  onSelect: (service: ServiceKey) => void;
}) {
  const refs = useRef(new Map<ServiceKey, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  // On narrow screens the tab list scrolls sideways: bring the selected tab into it (not the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(selected);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    const outer = list.getBoundingClientRect();
    const inner = tab.getBoundingClientRect();
    if (inner.left >= outer.left && inner.right <= outer.right) return;
    list.scrollBy({ left: inner.left + inner.width / 2 - (outer.left + outer.width / 2) });
  }, [selected]);

  const move = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onSelect(tab.service);
    refs.current.get(tab.service)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    switch (event.key) {
      case forward:
        move(index + 1);
        break;
      case back:
        move(index - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(tabs.length - 1);
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  return (
    <div ref={listRef} className="tf-deal-tabs" role="tablist" aria-label={label}>
      {tabs.map((tab, index) => {
        const isSelected = tab.service === selected;
        return (
          <button
            key={tab.service}
            ref={(node) => {
              if (node) refs.current.set(tab.service, node);
              else refs.current.delete(tab.service);
            }}
            id={tabId(tab.service)}
            type="button"
            role="tab"
            className="tf-deal-tabs__tab"
            aria-selected={isSelected}
            aria-controls={isSelected ? panelId(tab.service) : undefined}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.service)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <ServiceIcon service={tab.service} size={20} />
            <span>{tab.label}</span>
          </button>
        );
      })}
    </div>
  );
}
