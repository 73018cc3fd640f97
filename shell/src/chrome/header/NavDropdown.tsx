import { Icon } from '@meranti/design-system';
import { type KeyboardEvent, memo, useEffect, useId, useRef } from 'react';
import {
  StyledDropdown,
  StyledDropdownItem,
  StyledDropdownItemDescription,
  StyledDropdownItemLabel,
  StyledDropdownPanel,
  StyledNavTrigger,
} from './styled/StyledNav';

interface Item {
  readonly label: string;
  readonly href: string;
  readonly description: string;
}

interface Props {
  readonly label: string;
  readonly items: readonly Item[];
  readonly open: boolean;
  readonly active: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

/**
 * A header dropdown (Solutions, Services): a button that opens a 500 px panel of links with
 * descriptions. Keyboard: Enter/Space/ArrowDown open and focus the first link, arrows move,
 * Escape closes and returns to the button, Tab out closes. Hover opens it on desktop too.
 */
export const NavDropdown = memo(function NavDropdown({ label, items, open, active, onOpenChange }: Props) {
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  // A click right after hover opened the panel keeps it open instead of toggling it shut.
  const openedByHover = useRef(false);
  const links = () => Array.from(root.current?.querySelectorAll<HTMLAnchorElement>('[data-dropdown-item]') ?? []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) onOpenChange(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open, onOpenChange]);

  const focusItem = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onTriggerKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      onOpenChange(true);
      requestAnimationFrame(() => focusItem(0));
    } else if (e.key === 'Escape') {
      onOpenChange(false);
    }
  };

  const onPanelKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const all = links();
    const index = all.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      focusItem(index + 1);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      focusItem(index - 1);
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusItem(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusItem(all.length - 1);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      onOpenChange(false);
      trigger.current?.focus();
    }
  };

  return (
    <StyledDropdown
      ref={root}
      onMouseEnter={() => {
        if (!open) openedByHover.current = true;
        onOpenChange(true);
      }}
      onMouseLeave={() => {
        openedByHover.current = false;
        onOpenChange(false);
      }}
      onBlur={(e) => {
        if (!root.current?.contains(e.relatedTarget as Node | null)) onOpenChange(false);
      }}
    >
      <StyledNavTrigger
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        $active={active}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else onOpenChange(!open);
        }}
        onKeyDown={onTriggerKey}
      >
        {label}
        <Icon name="ChevronDown" size={16} />
      </StyledNavTrigger>
      <StyledDropdownPanel id={panelId} hidden={!open} onKeyDown={onPanelKey}>
        {items.map((item) => (
          <StyledDropdownItem key={item.href + item.label} href={item.href} data-dropdown-item="" onClick={() => onOpenChange(false)}>
            <StyledDropdownItemLabel>{item.label}</StyledDropdownItemLabel>
            <StyledDropdownItemDescription>{item.description}</StyledDropdownItemDescription>
          </StyledDropdownItem>
        ))}
      </StyledDropdownPanel>
    </StyledDropdown>
  );
});
