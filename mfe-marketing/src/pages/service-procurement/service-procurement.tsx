import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { procurementContent as content } from './procurement.content';
import rfqSrc from './visuals/rfq-view.svg';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./ProcurementSections').then((m) => m.ProcurementSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Transportation Procurement (/services/transportation-procurement). */
export default function ProcurementPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="Handshake" aside={<HeroVisual src={rfqSrc} alt={content.hero.visualAlt} />} />
      <Sections />
    </>
  );
}
