import { deferred } from '@meranti/platform';
import type { CaseStudyBodyCopy, CaseStudyCopy } from '../content.schema';
import { CaseStudyHero } from './CaseStudyHero';
import type { CaseStudyView } from './case-study-view';

export interface CaseStudyLayoutProps {
  readonly study: CaseStudyView;
  readonly copy: CaseStudyCopy;
  /** The words below the hero (their own module, loaded with the body). */
  readonly body: CaseStudyBodyCopy;
}

/**
 * THE case-study layout, for the six fixed pages and the
 * generic one alike: the hero (`CaseStudyHero`) and everything below it (`CaseStudyBody`, its own
 * chunk). Every part is fed by the record; the words around it by `copy` and `body`. The generic
 * page renders this once its record has arrived; the fixed pages put the hero and a deferred body
 * together themselves, so their first load carries the hero alone and each loads only its own
 * record's details (ADR 21).
 */
export function CaseStudyLayout({ study, copy, body }: CaseStudyLayoutProps) {
  return (
    <>
      <CaseStudyHero study={study} copy={copy} />
      <Body study={study} copy={copy} body={body} />
    </>
  );
}

const Body = deferred<CaseStudyLayoutProps>(() => import('./CaseStudyBody').then((m) => m.CaseStudyBody));
