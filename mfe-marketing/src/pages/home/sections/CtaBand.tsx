import { ButtonLink, Container, CtaActions, CtaCopy, CtaPanel, Eyebrow, Heading, Icon, Section, Text } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import { StyledCtaFacts, StyledCtaNote } from '../styled/StyledCtaBand';

export function CtaBand({ cta }: { readonly cta: HomeContent['ctaBand'] }) {
  const headingId = useId();
  return (
    <Section $space="sm" aria-labelledby={headingId}>
      <Container>
        <CtaPanel>
          <CtaCopy>
            <Eyebrow>{cta.eyebrow}</Eyebrow>
            <Heading as="h2" id={headingId} $size="lg">
              {cta.heading}
            </Heading>
            <Text $size="lg">{cta.text}</Text>
          </CtaCopy>
          <CtaActions>
            <StyledCtaFacts>
              {cta.facts.map((fact) => (
                <div key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </div>
              ))}
            </StyledCtaFacts>
            <ButtonLink href={href(cta.cta.route)} $variant="accent" $size="lg" $block>
              {cta.cta.label}
              <Icon name="ArrowRight" size={18} />
            </ButtonLink>
            <StyledCtaNote>
              <Icon name="Clock" size={16} />
              {cta.note}
            </StyledCtaNote>
          </CtaActions>
        </CtaPanel>
      </Container>
    </Section>
  );
}
