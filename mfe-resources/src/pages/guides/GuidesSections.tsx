import { ButtonLink, Card, Checklist, Container, Eyebrow, Heading, Icon, Section, Split, Stack, Text } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { CardGrid } from '../../components/listing/CardGrid';
import { ChipBar } from '../../components/listing/ChipBar';
import { EmptyState } from '../../components/listing/EmptyState';
import { ALL_ID, filterItems, filterOptions } from '../../components/listing/filter';
import { ListingCard } from '../../components/listing/ListingCard';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { SectionHeader } from '../../components/section-header/SectionHeader';
import { topicCover } from '../../visuals/covers';
import { guidesContent as content } from './guides.content';
import type { GuideListing } from './guides.schema';
import { StyledChapter, StyledFilterBar } from './styled/StyledGuides';

const categoryOptions = filterOptions(content.categories);
const featuredGuides = content.guides.filter((g) => g.featured);
const { labels, all, sample } = content;

function GuideCard({ guide }: { readonly guide: GuideListing }) {
  const to = href('guide', { slug: guide.slug });
  return (
    <ListingCard
      title={guide.title}
      href={to}
      badge={guide.category}
      secondaryBadge={guide.level}
      meta={[
        { icon: 'FileText', text: `${guide.pages} ${labels.pages}` },
        { icon: 'Clock', text: guide.readTime },
      ]}
      excerpt={guide.description}
      cover={topicCover(guide.category).src}
      footer={
        <ButtonLink href={to} $variant="outline" $size="sm" tabIndex={-1} aria-hidden="true">
          {labels.view}
          <Icon name="ArrowRight" size={16} />
        </ButtonLink>
      }
    />
  );
}

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function GuidesSections({ listId }: { readonly listId: string }) {
  const { selected, select } = useUrlFilter('category', categoryOptions, 'guides');
  const shown = filterItems(content.guides, selected, (g) => g.category);
  const featuredHeadingId = useId();
  const allHeadingId = useId();
  const sampleHeadingId = useId();
  const sampleGuide = content.guides.find((g) => g.slug === sample.guideSlug);

  return (
    <>
      <Section $tone="muted" aria-labelledby={featuredHeadingId}>
        <Container>
          <SectionHeader
            headingId={featuredHeadingId}
            eyebrow={content.featured.eyebrow}
            heading={content.featured.heading}
            intro={content.featured.intro}
          />
          <CardGrid items={featuredGuides} getKey={(g) => g.slug} renderItem={(g) => <GuideCard guide={g} />} />
        </Container>
      </Section>

      <Section id={all.anchor} aria-labelledby={allHeadingId}>
        <Container>
          <SectionHeader
            headingId={allHeadingId}
            eyebrow={all.eyebrow}
            heading={selected.id === ALL_ID ? all.heading : all.categoryHeading.replace('{category}', selected.label)}
            intro={all.intro}
          />
          <StyledFilterBar>
            <ChipBar label={all.filterLabel} options={categoryOptions} selectedId={selected.id} onSelect={select} controls={listId} />
          </StyledFilterBar>
          <div id={listId}>
            {shown.length > 0 ? (
              <CardGrid items={shown} getKey={(g) => g.slug} renderItem={(g) => <GuideCard guide={g} />} />
            ) : (
              <EmptyState title={content.empty.title} text={content.empty.text} icon="BookOpen">
                <ButtonLink href={href(content.empty.cta.route)}>
                  <Icon name="Mail" size={18} />
                  {content.empty.cta.label}
                </ButtonLink>
              </EmptyState>
            )}
          </div>
        </Container>
      </Section>

      <Section $tone="muted" aria-labelledby={sampleHeadingId}>
        <Container>
          <SectionHeader headingId={sampleHeadingId} eyebrow={sample.eyebrow} heading={sample.heading} intro={sample.intro} />
          <Split $ratio="3:2" $align="start">
            <StyledChapter>
              <Eyebrow $tone="muted">{sample.chapter}</Eyebrow>
              {sample.paragraphs.map((p) => (
                <Text key={p}>{p}</Text>
              ))}
            </StyledChapter>
            <Card $bordered>
              <Heading as="h3" $size="sm">
                {sampleGuide?.title}
              </Heading>
              <Checklist items={sample.points} marker="cross" $gap={2} />
              <Stack $gap={3}>
                {sampleGuide && (
                  <ButtonLink href={href('guide', { slug: sampleGuide.slug })} $block>
                    <Icon name="BookOpen" size={18} />
                    {sample.read}
                  </ButtonLink>
                )}
                <ButtonLink href={href(sample.downloadAll.route)} $variant="outline" $block>
                  <Icon name="Download" size={18} />
                  {sample.downloadAll.label}
                </ButtonLink>
              </Stack>
            </Card>
          </Split>
        </Container>
      </Section>

      <ClosingCta closing={content.closing} />
    </>
  );
}
