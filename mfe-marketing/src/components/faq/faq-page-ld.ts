import type { JsonLd } from '@meranti/platform';
import type { FaqItem } from '../content.schema';

/**
 * FAQPage structured data for the questions a `FaqAccordion` shows (pass it to `PageMeta`'s
 * `structuredData`). A module of its own: the page's head needs it at once, the accordion may
 * hydrate later (ADR 21).
 */
export function faqPageLd(items: readonly FaqItem[]): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  } as JsonLd;
}
