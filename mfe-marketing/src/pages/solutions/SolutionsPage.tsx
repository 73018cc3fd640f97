import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { OverviewOpening } from '../../components/overview/OverviewOpening';
import { solutionsContent as content } from './solutions.content';

const CARDS = 'solutions-list';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./SolutionsSections').then((m) => m.SolutionsSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Solutions overview (/solutions) [000 §2 "Solutions overview"]. */
export default function SolutionsPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <OverviewOpening hero={content.hero} pillIcon="Sparkles" cards={content.cards} cardsId={CARDS} />
      <Sections />
    </>
  );
}
