import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Checklist,
  Cluster,
  Container,
  Heading,
  Icon,
  IconBadge,
  Section,
  Spinner,
  Text,
  VisuallyHidden,
} from '@meranti/design-system';
import { href } from '@meranti/platform';
import { Suspense } from 'react';
import { StyledArticleGrid, StyledMain } from '../../components/article/styled/StyledArticle';
import { LazyDownloadDialog, useDownloadDialog } from '../../components/download-dialog/LazyDownloadDialog';
import { MarkdownBody } from '../../components/prose/MarkdownBody';
import type { GuideFrontmatter } from '../../content/guide-frontmatter.schema';
import { guideBodyKey } from '../../content/guides';
import { Facts } from './GuideFacts';
import { guideContent as content } from './guide.content';
import { shareLinks } from './share-links';
import { StyledGuideSidebar, StyledLoading, StyledResults, StyledStickyCard, StyledTagList, StyledTopics } from './styled/StyledGuide';

const { labels } = content;

export interface GuideUnlockedProps {
  readonly guide: GuideFrontmatter;
  readonly canonicalPath: string;
  /** The page's absolute address (share links). */
  readonly pageUrl: string;
  /** The hero heading's id: the sections' ids derive from it. */
  readonly headingId: string;
}

/**
 * The full guide, shown once the gate's lead form is sent [docs/product-rules.md#leads]: the body, topics and
 * tags, the details sidebar (download, support, share) and the expected results. Its own chunk:
 * no first view needs it (the prerendered page is the gate), so it loads when the browser is idle
 * or at the latest when the form is sent.
 */
export function GuideUnlocked({ guide, canonicalPath, pageUrl, headingId }: GuideUnlockedProps) {
  const download = useDownloadDialog();
  const share = shareLinks(guide.title, pageUrl);
  return (
    <>
      <Section>
        <Container>
          <StyledArticleGrid $withSidebar>
            <StyledMain>
              <Text $size="lg">{guide.description}</Text>
              <Suspense
                fallback={
                  <StyledLoading>
                    <Spinner label={labels.loading} />
                  </StyledLoading>
                }
              >
                <MarkdownBody bodyKey={guideBodyKey(guide.slug)} />
              </Suspense>
              <section aria-labelledby={`${headingId}-topics`}>
                <Heading as="h2" id={`${headingId}-topics`} $size="md">
                  {labels.topics}
                </Heading>
                <StyledTopics>
                  {guide.topics.map((t) => (
                    <li key={t}>{t}</li>
                  ))}
                </StyledTopics>
              </section>
              <section aria-labelledby={`${headingId}-tags`}>
                <Heading as="h2" id={`${headingId}-tags`} $size="sm">
                  {labels.tags}
                </Heading>
                <StyledTagList>
                  {guide.tags.map((t) => (
                    <li key={t}>
                      <Badge $tone="neutral">{t}</Badge>
                    </li>
                  ))}
                </StyledTagList>
              </section>
            </StyledMain>
            <StyledGuideSidebar aria-label={labels.details}>
              <Card $bordered $padding="sm">
                <Heading as="h2" $size="sm">
                  {labels.details}
                </Heading>
                <Facts guide={guide} />
                <Heading as="h3" $size="sm">
                  {labels.keyBenefits}
                </Heading>
                <Checklist items={guide.keyBenefits} $gap={2} />
              </Card>
              <Card $tone="brand" $padding="sm">
                <Heading as="h2" $size="sm">
                  {content.support.heading}
                </Heading>
                <Text $size="sm">{content.support.text}</Text>
                <ButtonLink href={href(content.support.cta.route)} $variant="accent" $block>
                  {content.support.cta.label}
                </ButtonLink>
              </Card>
              {/* Last, and the only part that sticks: short enough for any screen, so Download PDF stays in reach. */}
              <StyledStickyCard $bordered $padding="sm" data-sticky-download="">
                <Button $block aria-haspopup="dialog" onClick={() => download.open({ title: guide.title, path: canonicalPath })}>
                  <Icon name="Download" size={18} />
                  {content.download.label}
                </Button>
                <Text $size="sm" $tone="muted">
                  {content.download.note}
                </Text>
                <Heading as="h2" $size="sm">
                  {content.share.heading}
                </Heading>
                <Cluster $gap={2}>
                  <ButtonLink href={share.linkedin} target="_blank" rel="noopener noreferrer" $variant="outline" $size="sm">
                    <Icon name="Linkedin" size={16} />
                    {content.share.linkedin}
                    <VisuallyHidden> {content.share.newTab}</VisuallyHidden>
                  </ButtonLink>
                  <ButtonLink href={share.email} $variant="outline" $size="sm">
                    <Icon name="Mail" size={16} />
                    {content.share.email}
                  </ButtonLink>
                </Cluster>
              </StyledStickyCard>
            </StyledGuideSidebar>
          </StyledArticleGrid>
        </Container>
      </Section>
      <Section $space="sm" $tone="muted" aria-labelledby={`${headingId}-results`}>
        <Container>
          <Heading as="h2" id={`${headingId}-results`} $size="md">
            {content.results.heading}
          </Heading>
          <StyledResults>
            {content.results.items.map((r) => (
              <li key={r.text}>
                <IconBadge name={r.icon} />
                <span>{r.text}</span>
              </li>
            ))}
          </StyledResults>
        </Container>
      </Section>
      <LazyDownloadDialog ref={download.ref} referrer="resources-guide" />
    </>
  );
}
