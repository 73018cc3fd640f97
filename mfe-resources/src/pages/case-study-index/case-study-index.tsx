import { Visual } from '@meranti/design-system';
import { deferred, PageMeta, type PageProps, shareImages } from '@meranti/platform';
import { ResourcesHero } from '../../components/resources-hero/ResourcesHero';
import resultsPicture from '../../visuals/results.svg';
import { caseStudyIndexContent as content } from './case-study-index.content';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./CaseStudyIndexSections').then((m) => m.CaseStudyIndexSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Alternative case-study list (/case-studies) [docs/product-rules.md#case-studies]. */
export default function CaseStudyIndexPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.resources} />
      <ResourcesHero
        hero={content.hero}
        aside={<Visual src={resultsPicture} width={560} height={448} alt={content.hero.visualAlt} priority />}
      />
      <Sections />
    </>
  );
}
