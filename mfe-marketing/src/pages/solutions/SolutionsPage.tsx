import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { PageSection } from '../../components/page-section/PageSection';
import { ScrollToSection } from '../../components/scroll-link/ScrollToSection';
import { AudienceCards } from './AudienceCards';
import { solutionsContent as content } from './solutions.content';
import heroSrc from './visuals/hero.svg';

const CARDS = 'solutions-list';

/** Below the audience cards: its code hydrates as it nears the viewport (ADR 21). */
const Sections = deferred(() => import('./SolutionsSections').then((m) => m.SolutionsSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/**
 * Solutions overview (/solutions) [000 §2 "Solutions overview"]: the hero (who we serve, around one
 * network), whose button scrolls to the three audience cards — the page's featured tier — then the
 * teams and the moments we help with (./SolutionsSections) and the closing call to action.
 */
export default function SolutionsPage({ canonicalPath }: PageProps) {
  const { hero, cards } = content;
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero
        hero={hero}
        pillIcon="Sparkles"
        actions={<ScrollToSection targetId={CARDS} label={hero.scrollLabel} variant="primary" />}
        aside={<HeroVisual src={heroSrc} alt={content.visual.alt} />}
      />
      <PageSection intro={cards.intro} tone="muted" id={CARDS} focusTarget>
        <AudienceCards items={cards.items} />
      </PageSection>
      <Sections />
    </>
  );
}
