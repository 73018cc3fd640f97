import { Container, Heading, Section } from '@meranti/design-system';
import { useId } from 'react';
import { CardGrid } from '../listing/CardGrid';
import { ListingCard, type ListingCardMeta } from '../listing/ListingCard';

export interface RelatedItem {
  readonly key: string;
  readonly href: string;
  readonly title: string;
  readonly category: string;
  readonly excerpt: string;
  readonly meta: readonly ListingCardMeta[];
  /** The article's category cover. */
  readonly cover: string;
}

/** Related articles under an article, as listing cards. */
export function RelatedArticles({ heading, items }: { readonly heading: string; readonly items: readonly RelatedItem[] }) {
  const id = useId();
  if (items.length === 0) return null;
  return (
    <Section $tone="muted" $space="md" aria-labelledby={id}>
      <Container>
        <Heading as="h2" id={id} $size="lg">
          {heading}
        </Heading>
        <CardGrid
          items={items}
          getKey={(item) => item.key}
          labelledBy={id}
          renderItem={(item) => (
            <ListingCard
              title={item.title}
              href={item.href}
              badge={item.category}
              excerpt={item.excerpt}
              meta={item.meta}
              cover={item.cover}
            />
          )}
        />
      </Container>
    </Section>
  );
}
