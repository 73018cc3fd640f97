import { Button, ButtonLink, Container, Eyebrow, Heading, Icon, Section, Stack, Text } from '@meranti/design-system';
import { CtaActions, CtaCopy, CtaPanel } from '@meranti/design-system/cta-panel';
import { href } from '@meranti/platform';
import { useId } from 'react';
import { CardGrid } from '../../components/listing/CardGrid';
import { ChipBar } from '../../components/listing/ChipBar';
import { EmptyState } from '../../components/listing/EmptyState';
import { ALL_ID, filterItems, filterOptions } from '../../components/listing/filter';
import { ListingCard } from '../../components/listing/ListingCard';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { SectionHeader } from '../../components/section-header/SectionHeader';
import { type BlogPost, blogPosts } from '../../content/blog-posts';
import { fillMinutes, formatDate } from '../../content/format';
import { topicCover } from '../../visuals/covers';
import { blogsContent as c } from './blogs.content';

const options = filterOptions(c.categories);
const featured = blogPosts.filter((p) => p.featured);
const LIST_ID = 'blog-articles';

function PostCard({ post, headingLevel = 'h3' }: { readonly post: BlogPost; readonly headingLevel?: 'h2' | 'h3' }) {
  return (
    <ListingCard
      title={post.title}
      href={href('blogPost', { slug: post.slug })}
      headingLevel={headingLevel}
      badge={post.category}
      secondaryBadge={post.featured ? c.featuredBadge : undefined}
      meta={[
        { icon: 'Calendar', text: formatDate(post.publishDate) },
        { icon: 'Clock', text: fillMinutes(c.readTime, post.readTime) },
      ]}
      excerpt={post.excerpt}
      tags={post.tags}
      maxTags={3}
      featured={post.featured}
      cover={topicCover(post.category).src}
    />
  );
}

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function BlogsSections() {
  const featuredId = useId();
  const allId = useId();
  const newsletterId = useId();
  const { selected, select } = useUrlFilter('category', options, 'blogs');
  const shown = filterItems(blogPosts, selected, (p) => p.category);
  return (
    <>
      <Section aria-labelledby={featuredId}>
        <Container>
          <Stack $gap={8}>
            <SectionHeader headingId={featuredId} eyebrow={c.featured.eyebrow} heading={c.featured.heading} intro={c.featured.intro} />
            <CardGrid items={featured} getKey={(p) => p.slug} labelledBy={featuredId} renderItem={(p) => <PostCard post={p} />} />
          </Stack>
        </Container>
      </Section>

      <Section $tone="muted" aria-labelledby={allId}>
        <Container>
          <Stack $gap={8}>
            <SectionHeader headingId={allId} eyebrow={c.all.eyebrow} heading={c.all.heading} />
            <ChipBar label={c.all.filterLabel} options={options} selectedId={selected.id} onSelect={select} controls={LIST_ID} />
            {shown.length > 0 ? (
              <CardGrid id={LIST_ID} items={shown} getKey={(p) => p.slug} labelledBy={allId} renderItem={(p) => <PostCard post={p} />} />
            ) : (
              <div id={LIST_ID}>
                <EmptyState title={c.empty.title}>
                  <Button $variant="primary" onClick={() => select(ALL_ID)}>
                    {c.empty.reset}
                  </Button>
                </EmptyState>
              </div>
            )}
          </Stack>
        </Container>
      </Section>

      <Section $space="sm" aria-labelledby={newsletterId}>
        <Container>
          <CtaPanel>
            <CtaCopy>
              <Eyebrow $tone="inverse">{c.newsletter.eyebrow}</Eyebrow>
              <Heading as="h2" id={newsletterId} $size="lg">
                {c.newsletter.heading}
              </Heading>
              <Text $size="lg">{c.newsletter.text}</Text>
            </CtaCopy>
            <CtaActions>
              <ButtonLink href={href('contact')} $variant="accent" $size="lg" $block>
                <Icon name="Mail" size={18} />
                {c.newsletter.cta}
              </ButtonLink>
            </CtaActions>
          </CtaPanel>
        </Container>
      </Section>
    </>
  );
}
