import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { ScrollToSection } from '../../components/scroll-link/ScrollToSection';
import { servicesContent as content } from './services.content';
import platformSrc from './visuals/platform.svg';

/**
 * Below the hero, from the service cards on: its code hydrates as it nears the viewport, not with
 * the page (ADR 21); the prerendered cards are there from the first paint.
 */
const Sections = deferred<{ readonly cardsId: string }>(() => import('./ServicesSections').then((m) => m.ServicesSections));

/** Anchor id of the service cards (the hero button's target). */
const CARDS = 'services-list';

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/**
 * Services overview (/services): the hero, whose one button brings the
 * service cards into view (smoothly unless reduced motion; focus moves to them) [docs/product-rules.md#page-copy].
 */
export default function ServicesPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero
        hero={content.hero}
        pillIcon="Layers"
        actions={<ScrollToSection targetId={CARDS} label={content.hero.scrollLabel} variant="primary" />}
        aside={<HeroVisual src={platformSrc} alt={content.hero.visualAlt} />}
      />
      <Sections cardsId={CARDS} />
    </>
  );
}
