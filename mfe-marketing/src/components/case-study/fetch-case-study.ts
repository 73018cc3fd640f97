/** GET /api/use-cases/{slug} for the generic case-study page (docs/product-rules.md#case-studies). */
import { type CaseStudyView, caseStudyFromResponse } from './case-study-view';

export const caseStudyEndpoint = (slug: string): string => `/api/use-cases/${encodeURIComponent(slug)}`;

/**
 * The case study the API knows under `slug`, or null when it sent no data or data that cannot be
 * shown. A non-OK answer raises "Failed to fetch use case" (docs/product-rules.md#case-studies), as does a network error.
 */
export async function fetchCaseStudy(slug: string, fetchImpl: typeof fetch, signal?: AbortSignal): Promise<CaseStudyView | null> {
  const res = await fetchImpl(caseStudyEndpoint(slug), { headers: { accept: 'application/json' }, signal });
  if (!res.ok) throw new Error('Failed to fetch use case');
  return caseStudyFromResponse(await res.json());
}
