import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@meranti/design-system';
import { CtaActions, CtaCopy, CtaPanel } from '@meranti/design-system/cta-panel';
import { InlineChecks } from '@meranti/design-system/inline-checks';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { ClosingCtaContent } from '../content-schema';

/** A page's closing call to action: one primary link (usually /contact) and one secondary. */
export function ClosingCta({ closing }: { readonly closing: ClosingCtaContent }) {
  const headingId = useId();
  return (
    <Section $space="md" aria-labelledby={headingId}>
      <Container>
        <CtaPanel>
          <CtaCopy>
            <Eyebrow $tone="inverse">{closing.eyebrow}</Eyebrow>
            <Heading as="h2" id={headingId} $size="lg">
              {closing.heading}
            </Heading>
            <Text $size="lg">{closing.text}</Text>
            {closing.points.length > 0 && <InlineChecks items={closing.points} />}
          </CtaCopy>
          <CtaActions>
            <ButtonLink href={href(closing.primary.route)} $variant="accent" $size="lg" $block>
              <Icon name="Calendar" size={18} />
              {closing.primary.label}
            </ButtonLink>
            <ButtonLink href={href(closing.secondary.route)} $variant="inverse" $size="lg" $block>
              {closing.secondary.label}
              <Icon name="ArrowRight" size={18} />
            </ButtonLink>
          </CtaActions>
        </CtaPanel>
      </Container>
    </Section>
  );
}
