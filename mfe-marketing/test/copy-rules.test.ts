import { useCaseCardFacts } from '@meranti/platform/use-case-cards';
import { useCaseSummaries } from '@meranti/platform/use-case-summaries';
import { describe, expect, it } from 'vitest';
import { contentChecks } from '../src/content.check';
import { ecommerceBrandsContent } from '../src/pages/solution-ecommerce/ecommerce-brands.content';

/** The pages of the solutions, personas, use cases and case studies, and the legal pages. */
const PAGES = /^(solutions|solution-|persona-|use-case|privacy|terms)/;

/** Every string in a content module, with its path. */
function strings(node: unknown, at = '', found: [string, string][] = []): [string, string][] {
  if (typeof node === 'string') found.push([at, node]);
  else if (Array.isArray(node)) for (const [i, item] of node.entries()) strings(item, `${at}[${i}]`, found);
  else if (node && typeof node === 'object') for (const [key, value] of Object.entries(node)) strings(value, `${at}.${key}`, found);
  return found;
}

describe('copy rules (art direction, "Type")', () => {
  it('our own copy uses typographic quotes and apostrophes, never straight ones', () => {
    const straight: string[] = [];
    for (const [page, , content] of contentChecks.filter(([page]) => PAGES.test(page)))
      for (const [at, text] of strings(content)) if (/['"]/.test(text)) straight.push(`${page}${at}: ${text}`);
    for (const [at, text] of strings({ useCaseSummaries, useCaseCardFacts })) if (/['"]/.test(text)) straight.push(`records${at}: ${text}`);
    expect(straight).toEqual([]);
  });

  it('pain points and challenges are marked as problems, never with a check mark', () => {
    for (const [page, , content] of contentChecks.filter(([page]) => PAGES.test(page))) {
      const blocks = 'blocks' in content ? (content.blocks as readonly { id?: string; kind: string; variant?: string }[]) : [];
      for (const block of blocks.filter((b) => b.id === 'pain-points' || b.id === 'challenges'))
        expect(block.variant, `${page} #${block.id}`).toBe('problems');
    }
    const costs = ecommerceBrandsContent.blocks.find((b) => b.id === 'in-house-cost');
    expect(costs?.kind === 'split' && costs.content.highlights.tone).toBe('problem');
  });
});
