import { Button, ButtonLink, Container, Heading, Icon, Section, Spinner, Text } from '@meranti/design-system';
import { brandTitle } from '@meranti/platform';
import { remoteFallbackContent as content } from './remote-fallback.content';
import { StyledRemoteFallback, StyledRemoteLoading } from './styled/StyledRemoteFallback';

/** Shown while an area's page module loads on a client-side navigation. */
export function RemoteLoading() {
  return (
    <StyledRemoteLoading>
      <Spinner label={content.loading} />
    </StyledRemoteLoading>
  );
}

/** Shown when an area could not be loaded (down, slower than 3 s, or threw). */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  return (
    <Section $space="lg">
      <title>{brandTitle(content.title)}</title>
      <Container>
        <StyledRemoteFallback role="alert">
          <Icon name="AlertTriangle" size={32} />
          <Heading as="h1" $size="lg">
            {content.title}
          </Heading>
          <Text $tone="muted">{content.body}</Text>
          <div>
            <Button type="button" $variant="primary" onClick={onRetry}>
              {content.retry}
            </Button>
            <ButtonLink href={content.contact.href} $variant="outline">
              {content.contact.label}
            </ButtonLink>
          </div>
        </StyledRemoteFallback>
      </Container>
    </Section>
  );
}
