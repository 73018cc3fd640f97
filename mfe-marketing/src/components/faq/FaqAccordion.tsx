import type { FaqItem } from '../content.schema';
import { StyledFaq } from './styled/StyledFaq';

export interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
  /** Level of the question headings. Default 3 (under the section's h2). */
  readonly headingLevel?: 3 | 4;
}

/**
 * Questions and answers: one open at a time, clicking the open one closes it; each question is a
 * real button with aria-expanded / aria-controls (the design system's Accordion). Every answer is
 * in the prerendered HTML (closed ones `hidden`).
 */
export function FaqAccordion({ items, headingLevel = 3 }: FaqAccordionProps) {
  return (
    <StyledFaq
      headingLevel={headingLevel}
      items={items.map((item, i) => ({ id: `faq-${i + 1}`, title: item.question, content: <p>{item.answer}</p> }))}
    />
  );
}
