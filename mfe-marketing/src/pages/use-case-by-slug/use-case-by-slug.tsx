import { type DeferredComponent, deferred, href, PageMeta, type PagePrefetch, type PageProps } from '@meranti/platform';
import { loadUseCaseDetails } from '@meranti/platform/use-case-details';
import { type FixedCaseStudySlug, findUseCaseSummary, isFixedCaseStudySlug } from '@meranti/platform/use-case-summaries';
import { CaseStudyHero } from '../../components/case-study/CaseStudyHero';
import { type CaseStudyHeroView, heroOfSummary } from '../../components/case-study/case-study-hero-view';
import { caseStudyMeta, caseStudyContent as content } from './use-case-detail.content';

/**
 * A fixed case study below its hero, with its own record's details: one deferred section per slug,
 * so the page's first load carries only the summaries and the hero's words, and the details and
 * the words below the hero come with the section's code as it nears the viewport (ADR 21).
 */
const fixedBodies = new Map<FixedCaseStudySlug, DeferredComponent<object>>();
function fixedBody(slug: FixedCaseStudySlug): DeferredComponent<object> {
  let body = fixedBodies.get(slug);
  if (!body) {
    body = deferred(async () => {
      const [{ CaseStudyBody }, { toCaseStudyView }, { caseStudyBodyContent }, { useCaseCardFacts }, details] = await Promise.all([
        import('../../components/case-study/CaseStudyBody'),
        import('../../components/case-study/case-study-view'),
        import('./use-case-detail.body.content'),
        import('@meranti/platform/use-case-cards'),
        loadUseCaseDetails(slug),
      ]);
      const study = toCaseStudyView({ ...findUseCaseSummary(slug), ...useCaseCardFacts[slug], ...details });
      if (!study) throw new Error(`use case ${slug}: no record to show`);
      return () => <CaseStudyBody study={study} copy={content.copy} body={caseStudyBodyContent} />;
    });
    fixedBodies.set(slug, body);
  }
  return body;
}

/**
 * Any other slug: the generic page, which fetches its record from the API. Its code (the fetch,
 * the response's checks, the whole layout) is not part of a fixed case study's first load.
 */
const GenericCaseStudy = deferred<{ readonly slug: string; readonly path: string }>(() =>
  import('./RemoteCaseStudy').then((m) => m.RemoteCaseStudy),
);

/** A navigation to a case study renders it whole: its body (and details) or the generic page load with it. */
export const prefetch: PagePrefetch = ({ slug = '' }) =>
  isFixedCaseStudySlug(slug) ? fixedBody(slug).preload() : GenericCaseStudy.preload();

/**
 * Case-study detail (/use-cases/{slug}): the six fixed slugs
 * read the shared records and are prerendered in full; any other slug is the generic page, which
 * fetches its record from the API. One layout for both.
 */
export default function UseCaseDetailPage({ params }: PageProps) {
  const slug = params.slug ?? '';
  const path = href('useCaseBySlug', { slug });
  const summary = isFixedCaseStudySlug(slug) ? findUseCaseSummary(slug) : undefined;
  if (summary && isFixedCaseStudySlug(slug)) return <FixedCaseStudy slug={slug} hero={heroOfSummary(summary)} path={path} />;
  // A new slug starts again from "Loading case study...".
  return <GenericCaseStudy key={slug} slug={slug} path={path} />;
}

function FixedCaseStudy({
  slug,
  hero,
  path,
}: {
  readonly slug: FixedCaseStudySlug;
  readonly hero: CaseStudyHeroView;
  readonly path: string;
}) {
  const Body = fixedBody(slug);
  return (
    <>
      <PageMeta {...caseStudyMeta(hero)} path={path} />
      <CaseStudyHero study={hero} copy={content.copy} />
      <Body />
    </>
  );
}
