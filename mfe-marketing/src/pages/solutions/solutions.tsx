import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { ScrollToSection } from '../../components/scroll-link/ScrollToSection';
import { solutionsContent as content } from './solutions.content';
import heroSrc from './visuals/hero.svg';

const CARDS = 'solutions-list';

/**
 * From the audience cards on: its code hydrates as it nears the viewport, not with the page (ADR
 * 21); the prerendered cards are there from the first paint.
 */
const Sections = deferred<{ readonly cardsId: string }>(() => import('./SolutionsSections').then((m) => m.SolutionsSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/**
 * Solutions overview (/solutions): the hero (who we serve, around one
 * network), whose button scrolls to the three audience cards — the page's featured tier — then the
 * teams and the moments we help with (./SolutionsSections) and the closing call to action.
 */
export default function SolutionsPage({ canonicalPath }: PageProps) {
  const { hero } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero
        hero={hero}
        pillIcon="Sparkles"
        actions={<ScrollToSection targetId={CARDS} label={hero.scrollLabel} variant="primary" />}
        aside={<HeroVisual src={heroSrc} alt={content.visual.alt} />}
      />
      <Sections cardsId={CARDS} />
    </>
  );
}
