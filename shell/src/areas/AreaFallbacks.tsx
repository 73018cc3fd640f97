import { Button, Container, Heading, Section, Spinner, Stack } from '@meranti/design-system';
import { lazy, Suspense } from 'react';
import { FocusOnArrival } from '../routing/page-arrival';
import { areaFallbackContent as content } from './area-fallback.content';
import { StyledAreaLoading } from './styled/StyledAreaFallback';

/** Shown while an area's page module loads on a client-side navigation. */
export function AreaLoading() {
  return (
    <StyledAreaLoading>
      <Spinner label={content.loading} />
    </StyledAreaLoading>
  );
}

/**
 * When even the designed fallback cannot be fetched (the visitor has gone offline): what happened
 * and Try again, in the design system's plainest parts.
 */
function PlainUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <Section $space="lg">
      <Container>
        <Stack role="alert" $align="start">
          <Heading as="h1" $size="lg">
            {content.title}
          </Heading>
          <Button type="button" onClick={onRetry}>
            {content.retry}
          </Button>
        </Stack>
      </Container>
    </Section>
  );
}

/** The designed fallback (AreaUnavailable.tsx): a chunk of its own, fetched only when an area fails. */
const DesignedUnavailable = lazy(() => import('./AreaUnavailable').catch(() => ({ default: PlainUnavailable })));

/**
 * Shown when an area could not be loaded (down, slower than 3 s, or threw). Focus moves to its
 * heading once it is there, as it does to a page's.
 */
export function AreaUnavailable({ onRetry }: { readonly onRetry: () => void }) {
  return (
    <Suspense fallback={<AreaLoading />}>
      <DesignedUnavailable onRetry={onRetry} content={content} />
      <FocusOnArrival />
    </Suspense>
  );
}
