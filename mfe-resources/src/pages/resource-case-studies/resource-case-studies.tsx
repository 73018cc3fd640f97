import { Visual } from '@meranti/design-system';
import { deferred, PageMeta, type PageProps, shareImages } from '@meranti/platform';
import { useId } from 'react';
import { ChipBar } from '../../components/listing/ChipBar';
import { filterOptions } from '../../components/listing/filter';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { ResourcesHero } from '../../components/resources-hero/ResourcesHero';
import { scrollToId } from '../../components/scroll-to-id';
import resultsPicture from '../../visuals/results.svg';
import { caseStudiesHead as content } from './case-studies.head.content';

const industryOptions = filterOptions(content.industries);
const { library } = content;

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred<{ readonly canonicalPath: string; readonly listId: string }>(() =>
  import('./CaseStudiesSections').then((m) => m.CaseStudiesSections),
);

/** A navigation renders the page whole: the library below the hero loads with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Resources case-study library (/resources/case-studies) [docs/product-rules.md#case-studies]. */
export default function CaseStudiesPage({ canonicalPath }: PageProps) {
  const { selected, select } = useUrlFilter('industry', industryOptions, 'case_studies');
  const listId = useId();

  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.resources} />
      <ResourcesHero
        hero={content.hero}
        aside={<Visual src={resultsPicture} width={560} height={448} alt={content.hero.visualAlt} priority />}
      >
        <ChipBar
          label={content.heroChipsLabel}
          options={industryOptions}
          limit={content.heroChipCount}
          selectedId={selected.id}
          controls={listId}
          onSelect={(id) => {
            select(id);
            scrollToId(library.anchor);
          }}
        />
      </ResourcesHero>

      <Sections canonicalPath={canonicalPath} listId={listId} />
    </>
  );
}
