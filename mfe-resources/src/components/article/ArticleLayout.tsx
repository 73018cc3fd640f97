import { Badge, Container, Eyebrow, HeroTitle, Icon, type IconName, Lead, Section } from '@meranti/design-system';
import type { ReactNode } from 'react';
import type { Topic } from '../../visuals/covers';
import { HeroCover, HeroLayout } from '../resources-hero/HeroLayout';
import { ArticleBody } from './ArticleBody';
import { ShareButton, type ShareButtonProps } from './ShareButton';
import { StyledArticleGrid, StyledFacts, StyledMain, StyledSidebar, StyledTagList } from './styled/StyledArticle';

export interface ArticleFact {
  readonly icon: IconName;
  readonly text: string;
}

export interface ArticleLayoutProps {
  /** The "Back to Blog" link (a `TextLink`). */
  readonly back: ReactNode;
  /** The category: its badge, and its cover as the article's picture. */
  readonly category: Topic;
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
      <HeroLayout density="compact" aside={<HeroCover topic={category} />}>
        {back}
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
