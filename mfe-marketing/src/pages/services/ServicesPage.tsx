import { Visual } from '@meranti/design-system';
import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { OverviewOpening } from '../../components/overview/OverviewOpening';
import { servicesContent as content } from './services.content';
import mcpmsCardSrc from './visuals/mcpms-card.svg';
import platformSrc from './visuals/platform.svg';

const CARDS = 'services-list';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./ServicesSections').then((m) => m.ServicesSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Services overview (/services) [000 §2 "Services overview"]. */
export default function ServicesPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <OverviewOpening
        hero={content.hero}
        pillIcon="Layers"
        cards={content.cards}
        cardsId={CARDS}
        aside={<HeroVisual src={platformSrc} alt={content.hero.visualAlt} />}
        featured={{ visual: <Visual src={mcpmsCardSrc} width={480} height={270} alt={content.cards.featuredAlt} /> }}
      />
      <Sections />
    </>
  );
}
