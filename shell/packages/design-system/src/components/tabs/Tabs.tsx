import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { Icon } from '../icon/Icon.tsx';
import type { IconName } from '../icon/icon-names.ts';
import { StyledTab, StyledTabList, StyledTabPanel } from './styled/StyledTabs.ts';

export interface TabItem<Id extends string = string> {
  readonly id: Id;
  readonly label: ReactNode;
  readonly icon?: IconName;
}

export interface TabsProps<Id extends string = string> {
  readonly items: readonly TabItem<Id>[];
  /** Id of the selected tab (controlled). */
  readonly value: Id;
  readonly onChange: (id: Id) => void;
  /** Accessible name of the tab list. */
  readonly ariaLabel: string;
  /** Panel content by tab id… */
  readonly panels?: Partial<Record<Id, ReactNode>>;
  /** …or rendered on demand for the selected tab. */
  readonly renderPanel?: (id: Id) => ReactNode;
  readonly className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: roving tabindex, ←/→ wrap around, Home/End.
 * Only the selected panel is rendered. The tab list scrolls sideways on narrow screens.
 */
export function Tabs<Id extends string = string>({ items, value, onChange, ariaLabel, panels, renderPanel, className }: TabsProps<Id>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: Id) => `${base}t-${id}`;
  const panelId = (id: Id) => `${base}p-${id}`;
  const selectedIndex = Math.max(
    0,
    items.findIndex((t) => t.id === value),
  );
  const selected = items[selectedIndex];

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const n = items.length;
    if (n === 0) return;
    // Move from the tab that has focus, not from `value`: a parent that selects through the
    // router (a transition) passes the new value a moment later, and a key pressed before then
    // must not step from the old tab (the last tab did not wrap to the first).
    const focused = refs.current.indexOf(e.target as HTMLButtonElement);
    const from = focused >= 0 ? focused : selectedIndex;
    let next: number;
    switch (e.key) {
      case 'ArrowRight':
        next = (from + 1) % n;
        break;
      case 'ArrowLeft':
        next = (from - 1 + n) % n;
        break;
      case 'Home':
        next = 0;
        break;
      case 'End':
        next = n - 1;
        break;
      default:
        return;
    }
    e.preventDefault();
    const item = items[next];
    if (!item) return;
    refs.current[next]?.focus();
    if (item.id !== value) onChange(item.id);
  };

  return (
    <div className={className}>
      <StyledTabList role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {items.map((item, i) => {
          const isSelected = i === selectedIndex;
          return (
            <StyledTab
              key={item.id}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => {
                if (item.id !== value) onChange(item.id);
              }}
            >
              {item.icon && <Icon name={item.icon} size={18} />}
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {selected && (
        <StyledTabPanel role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} tabIndex={0}>
          {renderPanel ? renderPanel(selected.id) : panels?.[selected.id]}
        </StyledTabPanel>
      )}
    </div>
  );
}
