import { HeroHighlight, HeroLead, HeroPill, HeroTitle, Icon, Visual } from '@meranti/design-system';
import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { useId } from 'react';
import { ChipBar } from '../../components/listing/ChipBar';
import { filterOptions } from '../../components/listing/filter';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { HeroLayout } from '../../components/resources-hero/HeroLayout';
import { blogsContent as c } from './blogs.content';
import { StyledHeroChips } from './styled/StyledBlogs';
import blogPicture from './visuals/blog.svg';

const options = filterOptions(c.categories);
const LIST_ID = 'blog-articles';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./BlogsSections').then((m) => m.BlogsSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** /resources/blogs [docs/product-rules.md#listings-and-filters]. */
export default function BlogsPage({ canonicalPath }: PageProps) {
  const heroId = useId();
  const { selected, select } = useUrlFilter('category', options, 'blogs');

  return (
    <>
      <PageMeta title={c.meta.title} description={c.meta.description} path={canonicalPath} keywords={c.meta.keywords} />
      <HeroLayout labelledBy={heroId} aside={<Visual src={blogPicture} width={560} height={448} alt={c.hero.visualAlt} priority />}>
        <HeroPill>
          <Icon name="BookOpen" size={16} />
          {c.hero.pill}
        </HeroPill>
        <HeroTitle id={heroId}>
          {c.hero.title} <HeroHighlight>{c.hero.highlight}</HeroHighlight>
        </HeroTitle>
        <HeroLead>{c.hero.lead}</HeroLead>
        <StyledHeroChips>
          <ChipBar
            label={c.hero.chipsLabel}
            options={options}
            selectedId={selected.id}
            onSelect={select}
            controls={LIST_ID}
            $align="start"
          />
        </StyledHeroChips>
      </HeroLayout>

      <Sections />
    </>
  );
}
