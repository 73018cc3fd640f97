import { Button, ButtonLink, Cluster, Container, Heading, Section, Split, Stack, Text, Visual } from '@meranti/design-system';
import { brandTitle } from '@meranti/platform';
import type { AreaFallbackContent } from '../chrome/chrome.schema';
import { StyledWarningIcon } from './styled/StyledAreaUnavailable';
import laneInterruptedSrc from './visuals/lane-interrupted.svg';

/**
 * Shown when an area could not be loaded (down, slower than 3 s, or threw): what happened, Try
 * again and the way to the team, beside one lane of the network paused while the others run (a
 * picture that repeats the words, so it is decorative; it may not load when the network is down).
 * Its own chunk, fetched when an area fails (AreaFallbacks.tsx): no part of any page's first load.
 * Its copy comes in as a prop, so the chunk shares no module with the shell's first load.
 */
export default function AreaUnavailable({ onRetry, content }: { readonly onRetry: () => void; readonly content: AreaFallbackContent }) {
  return (
    <Section $space="lg">
      <title>{brandTitle(content.title)}</title>
      <Container>
        <Split role="alert">
          <Stack $align="start">
            <StyledWarningIcon name="AlertTriangle" size={32} />
            <Heading as="h1" $size="lg">
              {content.title}
            </Heading>
            <Text $tone="muted">{content.body}</Text>
            <Cluster>
              <Button type="button" $variant="primary" onClick={onRetry}>
                {content.retry}
              </Button>
              <ButtonLink href={content.contact.href} $variant="outline">
                {content.contact.label}
              </ButtonLink>
            </Cluster>
          </Stack>
          <Visual src={laneInterruptedSrc} width={480} height={300} alt="" decorative />
        </Split>
      </Container>
    </Section>
  );
}
