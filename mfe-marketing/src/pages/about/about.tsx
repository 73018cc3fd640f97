import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { aboutContent as content } from './about.content';
import hqMapSrc from './visuals/hq-map.svg';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./AboutSections').then((m) => m.AboutSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** About (/about). */
export default function AboutPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="Building2" aside={<HeroVisual src={hqMapSrc} alt={content.hero.visualAlt} />} />
      <Sections />
    </>
  );
}
