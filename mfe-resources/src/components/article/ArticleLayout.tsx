import { Badge, Container, Eyebrow, HeroTitle, Icon, type IconName, Lead, Section, Visual } from '@meranti/design-system';
import type { ReactNode } from 'react';
import { COVER_SIZE, type Cover } from '../../visuals/covers';
import { HeroLayout } from '../resources-hero/HeroLayout';
import { ArticleBody } from './ArticleBody';
import { ShareButton, type ShareButtonProps } from './ShareButton';
import {
  StyledArticleGrid,
  StyledArticleHeader,
  StyledBackRow,
  StyledFacts,
  StyledMain,
  StyledSidebar,
  StyledTagList,
} from './styled/StyledArticle';

export interface ArticleFact {
  readonly icon: IconName;
  readonly text: string;
}

export interface ArticleLayoutProps {
  /** The "Back to Blog" link (a `TextLink`). */
  readonly back: ReactNode;
  readonly category: string;
  /** The category's cover: the article's picture. */
  readonly cover: Cover;
  readonly title: string;
  readonly excerpt?: string;
  /** Author, date, read time… */
  readonly facts: readonly ArticleFact[];
  readonly share: ShareButtonProps;
  readonly bodyKey: string;
  readonly tagsHeading: string;
  readonly tags: readonly string[];
  /** Sticky sidebar (from lg), under the body on phones. */
  readonly sidebar?: ReactNode;
  /** Related articles, then the closing call to action. */
  readonly after?: ReactNode;
}

/** The one article layout of /resources/blogs/{slug} and /blog/{id}. */
export function ArticleLayout({
  back,
  category,
  cover,
  title,
  excerpt,
  facts,
  share,
  bodyKey,
  tagsHeading,
  tags,
  sidebar,
  after,
}: ArticleLayoutProps) {
  return (
    <article>
      <HeroLayout
        density="compact"
        aside={<Visual src={cover.src} width={COVER_SIZE.width} height={COVER_SIZE.height} alt={cover.alt} priority />}
      >
        <StyledArticleHeader>
          <StyledBackRow>{back}</StyledBackRow>
          <div>
            <Badge>{category}</Badge>
          </div>
          <HeroTitle $size="page">{title}</HeroTitle>
          {excerpt && <Lead>{excerpt}</Lead>}
          <StyledFacts>
            {facts.map((f) => (
              <li key={f.text}>
                <Icon name={f.icon} size={16} />
                {f.text}
              </li>
            ))}
            <li>
              <ShareButton {...share} />
            </li>
          </StyledFacts>
        </StyledArticleHeader>
      </HeroLayout>
      <Section $space="md">
        <Container>
          <StyledArticleGrid $withSidebar={sidebar !== undefined}>
            <StyledMain>
              <ArticleBody bodyKey={bodyKey} />
              <div>
                <Eyebrow $tone="muted" as="h2">
                  {tagsHeading}
                </Eyebrow>
                <StyledTagList>
                  {tags.map((tag) => (
                    <li key={tag}>
                      <Badge $tone="neutral">{tag}</Badge>
                    </li>
                  ))}
                </StyledTagList>
              </div>
            </StyledMain>
            {sidebar && <StyledSidebar>{sidebar}</StyledSidebar>}
          </StyledArticleGrid>
        </Container>
      </Section>
      {after}
    </article>
  );
}
