import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { useCasesContent as content } from './use-cases.content';
import heroSrc from './visuals/hero.svg';

/** Below the hero: its code (and the records' summaries) hydrate as it nears the viewport (ADR 21). */
const Sections = deferred(() => import('./UseCasesSections').then((m) => m.UseCasesSections));

/** A navigation renders the page whole: the listing loads with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Use-case listing (/use-cases) [docs/product-rules.md#listings-and-filters]: filter buttons, cards, closing call to action. */
export default function UseCasesPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="Target" aside={<HeroVisual src={heroSrc} alt={content.visual.alt} />} />
      <Sections />
    </>
  );
}
