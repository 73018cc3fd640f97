import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { CalculatorsContent } from '../calculators.schema';
import { StyledClosingActions, StyledClosingCopy, StyledClosingPanel, StyledClosingPoints } from '../styled/StyledClosing';

/** Closing call to action: Schedule Consultation (/contact) and View All Resources (/resources) [001 §2]. */
export function ClosingCta({ closing }: { readonly closing: CalculatorsContent['closing'] }) {
  const headingId = useId();
  return (
    <Section $space="md" aria-labelledby={headingId}>
      <Container>
        <StyledClosingPanel>
          <StyledClosingCopy>
            <Eyebrow $tone="inverse">{closing.eyebrow}</Eyebrow>
            <Heading as="h2" id={headingId} $size="lg">
              {closing.heading}
            </Heading>
            <Text $size="lg">{closing.text}</Text>
            <StyledClosingPoints>
              {closing.points.map((point) => (
                <li key={point}>
                  <Icon name="CheckCircle" size={16} />
                  {point}
                </li>
              ))}
            </StyledClosingPoints>
          </StyledClosingCopy>
          <StyledClosingActions>
            <ButtonLink href={href(closing.primary.route)} $variant="accent" $size="lg" $block>
              <Icon name="Calendar" size={18} />
              {closing.primary.label}
            </ButtonLink>
            <ButtonLink href={href(closing.secondary.route)} $variant="inverse" $size="lg" $block>
              {closing.secondary.label}
              <Icon name="ArrowRight" size={18} />
            </ButtonLink>
          </StyledClosingActions>
        </StyledClosingPanel>
      </Container>
    </Section>
  );
}
