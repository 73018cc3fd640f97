import { Visual } from '@meranti/design-system';
import { deferred, PageMeta, type PageProps, shareImages } from '@meranti/platform';
import { useId } from 'react';
import { ChipBar } from '../../components/listing/ChipBar';
import { filterOptions } from '../../components/listing/filter';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { ResourcesHero } from '../../components/resources-hero/ResourcesHero';
import { scrollToId } from '../../components/scroll-to-id';
import { guidesContent as content } from './guides.content';
import playbookPicture from './visuals/playbook.svg';

const categoryOptions = filterOptions(content.categories);
const { all } = content;

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred<{ readonly listId: string }>(() => import('./GuidesSections').then((m) => m.GuidesSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Guides listing (/resources/guides) [docs/product-rules.md#listings-and-filters]. */
export default function GuidesPage({ canonicalPath }: PageProps) {
  const { selected, select } = useUrlFilter('category', categoryOptions, 'guides');
  const listId = useId();

  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.resources} />
      <ResourcesHero
        hero={content.hero}
        aside={<Visual src={playbookPicture} width={560} height={448} alt={content.hero.visualAlt} priority />}
      >
        <ChipBar
          label={content.heroChipsLabel}
          options={categoryOptions}
          limit={content.heroChipCount}
          selectedId={selected.id}
          controls={listId}
          onSelect={(id) => {
            select(id);
            scrollToId(all.anchor);
          }}
        />
      </ResourcesHero>

      <Sections listId={listId} />
    </>
  );
}
