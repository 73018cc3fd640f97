import { type ReactNode, useId, useState } from 'react';
import { Icon } from '../icon/Icon.tsx';
import { keepCompounds } from '../typography/keepCompounds.tsx';
import {
  StyledAccordion,
  StyledAccordionButton,
  StyledAccordionHeading,
  StyledAccordionItem,
  StyledAccordionPanel,
} from './styled/StyledAccordion.ts';

export interface AccordionItem {
  readonly id: string;
  readonly title: ReactNode;
  readonly content: ReactNode;
}

export interface AccordionProps {
  readonly items: readonly AccordionItem[];
  /** Id open on first render (uncontrolled). Default: all closed. */
  readonly defaultOpenId?: string | null;
  /** Controlled open id (null = all closed); use with onOpenChange. */
  readonly openId?: string | null;
  readonly onOpenChange?: (id: string | null) => void;
  /** Heading level wrapping each trigger. Default 3. */
  readonly headingLevel?: 2 | 3 | 4;
  readonly className?: string;
}

/**
 * At most one item open; clicking the open one closes it. Closed panels stay in the HTML
 * (hidden) so their text is prerendered and searchable.
 */
export function Accordion({ items, defaultOpenId = null, openId, onOpenChange, headingLevel = 3, className }: AccordionProps) {
  const base = useId();
  const [internal, setInternal] = useState<string | null>(defaultOpenId);
  const current = openId !== undefined ? openId : internal;
  const heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const next = current === id ? null : id;
    if (openId === undefined) setInternal(next);
    onOpenChange?.(next);
  };

  return (
    <StyledAccordion className={className}>
      {items.map((item) => {
        const expanded = current === item.id;
        const buttonId = `${base}b-${item.id}`;
        const panelId = `${base}p-${item.id}`;
        return (
          <StyledAccordionItem key={item.id}>
            <StyledAccordionHeading as={heading}>
              <StyledAccordionButton id={buttonId} aria-expanded={expanded} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{keepCompounds(item.title)}</span>
                <Icon name="ChevronDown" size={20} />
              </StyledAccordionButton>
            </StyledAccordionHeading>
            <StyledAccordionPanel id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </StyledAccordionPanel>
          </StyledAccordionItem>
        );
      })}
    </StyledAccordion>
  );
}
