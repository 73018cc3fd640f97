import { href, PageMeta } from '@meranti/platform';
import { useEffect, useState } from 'react';
import { CaseStudyLayout } from '../../components/case-study/CaseStudyLayout';
import { CaseStudyMessage } from '../../components/case-study/CaseStudyMessage';
import type { CaseStudyView } from '../../components/case-study/case-study-view';
import { fetchCaseStudy } from '../../components/case-study/fetch-case-study';
import { caseStudyBodyContent } from './use-case-detail.body.content';
import { caseStudyMeta, caseStudyContent as content } from './use-case-detail.content';

type RemoteState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly study: CaseStudyView }
  | { readonly status: 'not-found' };

/**
 * The generic page [docs/product-rules.md#case-studies]: loading, then shown, or not found on a
 * failed fetch, no data or malformed JSON. The prerendered HTML (and the first render in the
 * browser) is the loading state, so hydration matches; the record arrives after.
 */
export function RemoteCaseStudy({ slug, path }: { readonly slug: string; readonly path: string }) {
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
        <CaseStudyLayout study={study} copy={content.copy} body={caseStudyBodyContent} />
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
