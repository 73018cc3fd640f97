import { type DeferredComponent, deferred, href, PageMeta, type PagePrefetch, type PageProps } from '@meranti/platform';
import { loadUseCaseDetails } from '@meranti/platform/use-case-details';
import { type FixedCaseStudySlug, findUseCaseSummary, isFixedCaseStudySlug } from '@meranti/platform/use-case-summaries';
import { useEffect, useState } from 'react';
import { CaseStudyHero, CaseStudyLayout, CaseStudyMessage } from '../../components/case-study/CaseStudyLayout';
import { type CaseStudyView, toCaseStudyView } from '../../components/case-study/case-study-view';
import { fetchCaseStudy } from '../../components/case-study/fetch-case-study';
import { caseStudyMeta, caseStudyContent as content } from './use-case-detail.content';

/**
 * A fixed case study below its hero, with its own record's details: one deferred section per slug,
 * so the page's first load carries only the summaries (hero), and the details come with the
 * section's code as it nears the viewport (ADR 21).
 */
const fixedBodies = new Map<FixedCaseStudySlug, DeferredComponent<object>>();
function fixedBody(slug: FixedCaseStudySlug): DeferredComponent<object> {
  let body = fixedBodies.get(slug);
  if (!body) {
    body = deferred(async () => {
      const [{ CaseStudyBody }, details] = await Promise.all([
        import('../../components/case-study/CaseStudyBody'),
        loadUseCaseDetails(slug),
      ]);
      const study = toCaseStudyView({ ...findUseCaseSummary(slug), ...details });
      if (!study) throw new Error(`use case ${slug}: no record to show`);
      return () => <CaseStudyBody study={study} copy={content.copy} />;
    });
    fixedBodies.set(slug, body);
  }
  return body;
}

/** A navigation to a fixed case study renders it whole: its body and details load with it. */
export const prefetch: PagePrefetch = ({ slug = '' }) => (isFixedCaseStudySlug(slug) ? fixedBody(slug).preload() : Promise.resolve());

/**
 * Case-study detail (/use-cases/{slug}) [000 §2 "Case-study detail pages"]: the six fixed slugs
 * read the shared records and are prerendered in full; any other slug is the generic page, which
 * fetches its record from the API. One layout for both.
 */
export default function UseCaseDetailPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const path = href('useCaseBySlug', { slug });
  const hero = isFixedCaseStudySlug(slug) ? toCaseStudyView(findUseCaseSummary(slug)) : null;
  if (hero && isFixedCaseStudySlug(slug)) return <FixedCaseStudy slug={slug} hero={hero} path={path} />;
  // A new slug starts again from "Loading case study...".
  return <RemoteCaseStudy key={slug} slug={slug} path={path} />;
}

function FixedCaseStudy({ slug, hero, path }: { readonly slug: FixedCaseStudySlug; readonly hero: CaseStudyView; readonly path: string }) {
  const Body = fixedBody(slug);
  return (
    <>
      <PageMeta {...caseStudyMeta(hero)} path={path} />
      <CaseStudyHero study={hero} copy={content.copy} />
      <Body />
    </>
  );
}

type RemoteState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly study: CaseStudyView }
  | { readonly status: 'not-found' };

/**
 * The generic page [000 §4 "Dynamic case-study page"]: loading, then shown, or not found on a
 * failed fetch, no data or malformed JSON. The prerendered HTML (and the first render in the
 * browser) is the loading state, so hydration matches; the record arrives after.
 */
function RemoteCaseStudy({ slug, path }: { readonly slug: string; readonly path: string }) {
  const [state, setState] = useState<RemoteState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    fetchCaseStudy(slug, fetch, controller.signal).then(
      (study) => setState(study ? { status: 'ready', study } : { status: 'not-found' }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'not-found' });
      },
    );
    return () => controller.abort();
  }, [slug]);

  if (state.status === 'ready') {
    const { study } = state;
    return (
      <>
        <PageMeta {...caseStudyMeta(study)} path={path} />
        <CaseStudyLayout study={study} copy={content.copy} />
      </>
    );
  }
  // Until a record arrives the head names no slug: the prerendered fallback serves every slug, and
  // the first render in the browser must match it (no stale canonical left in <head>).
  return (
    <>
      <PageMeta {...(state.status === 'loading' ? content.meta : content.notFoundMeta)} path={href('useCases')} noindex />
      <CaseStudyMessage copy={content.copy} state={state.status} />
    </>
  );
}
