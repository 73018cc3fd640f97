import {
  Badge,
  ButtonLink,
  Card,
  Checklist,
  Cluster,
  Container,
  Heading,
  HeroLead,
  HeroTitle,
  Icon,
  PageHero,
  Section,
  Spinner,
  Split,
  TextLink,
} from '@meranti/design-system';
import { href, PageMeta, type PageProps, shareImages, useShell } from '@meranti/platform';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { DownloadForm } from '../../components/download-dialog/DownloadForm';
import { useWarmWhenIdle } from '../../components/lazy/warm-when-idle';
import type { GuideFrontmatter } from '../../content/guide-frontmatter.schema';
import { guideBySlug } from '../../content/guides';
import { Facts } from './GuideFacts';
import { guideContent as content } from './guide.content';
import { StyledHeroStack, StyledLoading } from './styled/StyledGuide';

const { labels } = content;

/** The full guide: its own chunk, fetched when the browser is idle after hydration (or when the form is sent). */
const loadUnlocked = () => import('./GuideUnlocked');
const GuideUnlocked = lazy(() => loadUnlocked().then((m) => ({ default: m.GuideUnlocked })));

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
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pageUrl = `${siteUrl}${canonicalPath}`;

  // The full guide's code, ahead of the form being sent.
  useWarmWhenIdle(loadUnlocked);

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
        <Suspense
          fallback={
            <StyledLoading>
              <Spinner label={labels.loading} />
            </StyledLoading>
          }
        >
          <GuideUnlocked guide={guide} canonicalPath={canonicalPath} pageUrl={pageUrl} headingId={headingId} />
        </Suspense>
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
    </>
  );
}
