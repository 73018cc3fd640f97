import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { controlTowerContent as content } from './control-tower.content';
import liveViewSrc from './visuals/live-view.svg';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./ControlTowerSections').then((m) => m.ControlTowerSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Supply Chain Control Tower (/services/control-tower). */
export default function ControlTowerPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="Gauge" aside={<HeroVisual src={liveViewSrc} alt={content.hero.visualAlt} />} />
      <Sections />
    </>
  );
}
