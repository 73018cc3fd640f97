import { type IconName, Visual } from '@meranti/design-system';
import { deferred, type PageComponent, PageMeta } from '@meranti/platform';
import type { VisualFile } from '../content.schema';
import { MarketingHero } from '../marketing-hero/MarketingHero';
import type { UseCaseContent } from './use-case.schema';

/** Below the hero: hydrates as it nears the viewport, its code not in the page's first load (ADR 21). */
const Sections = deferred<{ readonly content: UseCaseContent }>(() => import('./UseCaseSections').then((m) => m.UseCaseSections));

/** Every static use-case page's `prefetch`: a navigation renders the page whole. */
export const prefetchUseCasePage = (): Promise<void> => Sections.preload();

export interface UseCaseLayoutProps {
  readonly content: UseCaseContent;
  readonly canonicalPath: string;
  readonly pillIcon: IconName;
  /** The first screen's picture (the scenario the page is about); its alt text is in the content. */
  readonly visual: VisualFile;
}

/**
 * The one layout of the static use-case pages: hero with the scenario's picture, then the sections below it
 * (./UseCaseSections: challenges, solutions, the quarterly calendar or technology stack where the
 * page has one, result metrics, the phased plan and the closing call to action). Calls to action
 * to /contact are attributed by the shell.
 */
export function UseCaseLayout({ content, canonicalPath, pillIcon, visual }: UseCaseLayoutProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon={pillIcon} aside={<Visual {...visual} alt={content.visual.alt} priority />} />
      <Sections content={content} />
    </>
  );
}

/** A use-case page component for one content module (each page is one line). */
export function staticUseCasePage(content: UseCaseContent, pillIcon: IconName, visual: VisualFile): PageComponent {
  return function UseCasePage({ canonicalPath }) {
    return <UseCaseLayout content={content} canonicalPath={canonicalPath} pillIcon={pillIcon} visual={visual} />;
  };
}
