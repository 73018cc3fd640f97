import {
  Badge,
  Button,
  ButtonLink,
  Card,
  Checklist,
  Cluster,
  Container,
  Heading,
  HeroLead,
  HeroTitle,
  Icon,
  IconBadge,
  PageHero,
  Section,
  Spinner,
  Split,
  Text,
  TextLink,
  VisuallyHidden,
} from '@meranti/design-system';
import { href, PageMeta, type PageProps, shareImages, useShell } from '@meranti/platform';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { StyledArticleGrid, StyledMain, StyledSidebar } from '../../components/article/styled/StyledArticle';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import type { DownloadResource } from '../../components/download-dialog/DownloadDialog';
import { DownloadForm } from '../../components/download-dialog/DownloadForm';
import { LazyDownloadDialog } from '../../components/download-dialog/LazyDownloadDialog';
import { MarkdownBody } from '../../components/prose/MarkdownBody';
import type { GuideFrontmatter } from '../../content/guide-frontmatter.schema';
import { guideBodyKey, guideBySlug } from '../../content/guides';
import { guideContent as content } from './guide.content';
import { shareLinks } from './share-links';
import { StyledFacts, StyledHeroStack, StyledLoading, StyledResults, StyledTagList, StyledTopics } from './styled/StyledGuide';

const { labels } = content;

function GuideNotFound({ canonicalPath }: { readonly canonicalPath: string }) {
  const headingId = useId();
  return (
    <>
      <PageMeta title={content.notFound.title} description={content.notFound.description} path={canonicalPath} noindex />
      <PageHero aria-labelledby={headingId}>
        <Container $width="narrow">
          <StyledHeroStack>
            <HeroTitle id={headingId} $size="page">
              {content.notFound.title}
            </HeroTitle>
            <HeroLead>{content.notFound.text}</HeroLead>
            <ButtonLink href={href(content.notFound.back.route)}>
              <Icon name="ArrowLeft" size={18} />
              {content.notFound.back.label}
            </ButtonLink>
          </StyledHeroStack>
        </Container>
      </PageHero>
    </>
  );
}

function Facts({ guide }: { readonly guide: GuideFrontmatter }) {
  return (
    <StyledFacts>
      <dt>{labels.readTime}</dt>
      <dd>{guide.readTime}</dd>
      <dt>{labels.pages}</dt>
      <dd>{guide.pages}</dd>
      <dt>{labels.audience}</dt>
      <dd>{guide.audience}</dd>
      <dt>{labels.level}</dt>
      <dd>{guide.level}</dd>
    </StyledFacts>
  );
}

/**
 * Guide detail (/resources/guides/{slug}) [001 §2; DECISIONS.md]: the gate (the download form's
 * fields and rules, sent as a `guide` lead) in front of the full guide. Unlocking is client-only
 * and not persisted [001 §4]; the body is fetched once unlocked.
 */
export default function GuidePage({ params, canonicalPath }: PageProps) {
  const guide = guideBySlug(params.slug);
  if (!guide) return <GuideNotFound canonicalPath={canonicalPath} />;
  // The route's own path for this slug (the shell passes the route pattern for detail routes).
  return <Guide guide={guide} canonicalPath={href('guide', { slug: guide.slug })} />;
}

function Guide({ guide, canonicalPath }: { readonly guide: GuideFrontmatter; readonly canonicalPath: string }) {
  const { siteUrl } = useShell();
  const [unlocked, setUnlocked] = useState(false);
  const [resource, setResource] = useState<DownloadResource | null>(null);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pageUrl = `${siteUrl}${canonicalPath}`;
  const share = shareLinks(guide.title, pageUrl);

  // The form is gone once the guide opens: focus moves to the guide's title.
  useEffect(() => {
    if (unlocked) heading.current?.focus();
  }, [unlocked]);

  return (
    <>
      <PageMeta
        title={guide.title}
        description={guide.description}
        path={canonicalPath}
        image={shareImages.resources}
        keywords={guide.tags}
        breadcrumbName={guide.title}
      />
      <PageHero aria-labelledby={headingId} $density="compact">
        <Container>
          <StyledHeroStack>
            <TextLink href={href(content.back.route)}>
              <Icon name="ArrowLeft" size={16} />
              {content.back.label}
            </TextLink>
            <Cluster $gap={2}>
              <Badge>{guide.category}</Badge>
              <Badge $tone="accent">{guide.level}</Badge>
            </Cluster>
            <HeroTitle id={headingId} ref={heading} tabIndex={-1} $size="page">
              {unlocked ? guide.title : `${content.gate.titlePrefix}${guide.title}`}
            </HeroTitle>
            <HeroLead>{unlocked ? guide.subtitle : content.gate.intro}</HeroLead>
          </StyledHeroStack>
        </Container>
      </PageHero>

      {unlocked ? (
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
                <StyledSidebar aria-label={labels.details}>
                  <Card $bordered $padding="sm">
                    <Heading as="h2" $size="sm">
                      {labels.details}
                    </Heading>
                    <Facts guide={guide} />
                    <Heading as="h3" $size="sm">
                      {labels.keyBenefits}
                    </Heading>
                    <Checklist items={guide.keyBenefits} $gap={2} />
                    <Text $size="sm" $tone="muted">
                      {content.download.note}
                    </Text>
                    <Button $block aria-haspopup="dialog" onClick={() => setResource({ title: guide.title, path: canonicalPath })}>
                      <Icon name="Download" size={18} />
                      {content.download.label}
                    </Button>
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
                  <Card $bordered $padding="sm">
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
                  </Card>
                </StyledSidebar>
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
        </>
      ) : (
        <Section>
          <Container>
            <Split $ratio="2:3" $align="start">
              <Card $tone="muted" $bordered>
                <Heading as="h2" $size="sm">
                  {content.gate.includesHeading}
                </Heading>
                <Checklist items={guide.keyBenefits} $gap={2} />
                <Facts guide={guide} />
              </Card>
              <Card $bordered>
                <DownloadForm
                  kind="guide"
                  referrer="resources-guide"
                  resourceTitle={guide.title}
                  resourceUrl={pageUrl}
                  submitLabel={content.gate.submit}
                  onSubmitted={() => setUnlocked(true)}
                />
              </Card>
            </Split>
          </Container>
        </Section>
      )}

      <ClosingCta closing={content.closing} />
      <LazyDownloadDialog resource={resource} referrer="resources-guide" onClose={() => setResource(null)} />
    </>
  );
}
