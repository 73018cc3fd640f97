import { Badge, Cluster, HeroLead, HeroTitle, Icon, Spinner, TextLink } from '@meranti/design-system';
import { deferred, href, PageMeta, type PagePrefetch, type PageProps, preloadAll, shareImages, useShell } from '@meranti/platform';
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useWarmWhenIdle } from '../../components/lazy/warm-when-idle';
import { HeroCover, HeroLayout, preloadHeroCover } from '../../components/resources-hero/HeroLayout';
import type { GuideFrontmatter } from '../../content/guide-frontmatter.schema';
import { guideBySlug } from '../../content/guides';
import type { GuideGateProps } from './GuideGate';
import { guideContent as content } from './guide.content';
import { StyledLoading } from './styled/StyledGuide';

const { labels } = content;

/** The full guide: its own chunk, fetched when the browser is idle after hydration (or when the form is sent). */
const loadUnlocked = () => import('./GuideUnlocked');
const GuideUnlocked = lazy(() => loadUnlocked().then((m) => ({ default: m.GuideUnlocked })));

/** The gate's lead form and the closing call to action hydrate as they near the viewport (ADR 21). */
const Gate = deferred<GuideGateProps>(() => import('./GuideGate').then((m) => m.GuideGate));
const Closing = deferred(() => import('./GuideGate').then((m) => m.GuideClosing));

/** An unknown slug's page (its own chunk: only this case needs it). */
const NotFound = deferred<{ readonly canonicalPath: string }>(() => import('./GuideNotFound').then((m) => m.GuideNotFound));

/** A navigation renders the page whole: its deferred sections load with it. */
const prefetchGuide: PagePrefetch = preloadAll(Gate, Closing, { preload: preloadHeroCover });
export const prefetch: PagePrefetch = (params) => (guideBySlug(params.slug) ? prefetchGuide(params) : NotFound.preload());

/**
 * Guide detail (/resources/guides/{slug}) [docs/product-rules.md#leads]: the gate (the download form's
 * fields and rules, sent as a `guide` lead) in front of the full guide. Unlocking is client-only
 * and not persisted [docs/product-rules.md#leads]; the body is fetched once unlocked.
 */
export default function GuidePage({ params, canonicalPath }: PageProps) {
  const guide = guideBySlug(params.slug);
  if (!guide) return <NotFound canonicalPath={canonicalPath} />;
  // The route's own path for this slug (the shell passes the route pattern for detail routes).
  return <Guide guide={guide} canonicalPath={href('guide', { slug: guide.slug })} />;
}

function Guide({ guide, canonicalPath }: { readonly guide: GuideFrontmatter; readonly canonicalPath: string }) {
  const { siteUrl } = useShell();
  const [unlocked, setUnlocked] = useState(false);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const pageUrl = `${siteUrl}${canonicalPath}`;

  // Stable, so the deferred gate keeps its props while it waits to hydrate.
  const unlock = useCallback(() => setUnlocked(true), []);

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
      <HeroLayout labelledBy={headingId} density="compact" aside={<HeroCover topic={guide.category} />}>
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
      </HeroLayout>

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
        <Gate slug={guide.slug} pageUrl={pageUrl} onSubmitted={unlock} />
      )}

      <Closing />
    </>
  );
}
