/**
 * What a case study's hero shows of a record's summary, without the checks and JSON parsing of
 * `toCaseStudyView` (./case-study-view.ts): a fixed case study's first load needs only this
 * (ADR 21); its body, loaded later, builds the whole view.
 */
import type { UseCaseSummary } from '@meranti/platform/use-case-summaries';
import type { CaseStudyView } from './case-study-view';

export type CaseStudyHeroView = Pick<CaseStudyView, 'slug' | 'title' | 'category' | 'industry' | 'lead' | 'tags' | 'result'>;

/** The hero of a shared record's summary: title, category, industry, heroDescription (else result), tags. */
export const heroOfSummary = (u: UseCaseSummary): CaseStudyHeroView => ({
  slug: u.slug,
  title: u.title,
  category: u.category,
  industry: u.industry,
  lead: u.heroDescription || u.result,
  tags: u.tags,
  result: u.result,
});
