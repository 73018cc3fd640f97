import { ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text } from '@meranti/design-system';
import { CtaActions, CtaCopy, CtaPanel } from '@meranti/design-system/cta-panel';
import { useId } from 'react';
import type { CtaBandContent } from '../content.schema';
import { linkHref } from '../links';
import { StyledCtaFacts, StyledCtaNote } from './styled/StyledCtaBand';

export interface CtaBandProps {
  readonly cta: CtaBandContent;
}

/**
 * A call-to-action band (the design system's brand CtaPanel): copy on the left; optional facts,
 * the main button, an optional second link and a note on the right. Links to /contact are
 * attributed to the page they were clicked on by the shell.
 */
export function CtaBand({ cta }: CtaBandProps) {
  const headingId = useId();
  return (
    <Section $space="sm" aria-labelledby={headingId}>
      <Container>
        <CtaPanel>
          <CtaCopy>
            {cta.eyebrow && <Eyebrow>{cta.eyebrow}</Eyebrow>}
            <Heading as="h2" id={headingId} $size="lg">
              {cta.heading}
            </Heading>
            <Text $size="lg">{cta.text}</Text>
          </CtaCopy>
          <CtaActions>
            {cta.facts && (
              <StyledCtaFacts>
                {cta.facts.map((fact) => (
                  <div key={fact.label}>
                    <dt>{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </StyledCtaFacts>
            )}
            <ButtonLink href={linkHref(cta.primary)} $variant="accent" $size="lg" $block>
              {cta.primary.label}
              <Icon name="ArrowRight" size={18} />
            </ButtonLink>
            {cta.secondary && (
              <ButtonLink href={linkHref(cta.secondary)} $variant="outline" $size="lg" $block>
                {cta.secondary.label}
              </ButtonLink>
            )}
            {cta.note && (
              <StyledCtaNote>
                <Icon name="Clock" size={16} />
                {cta.note}
              </StyledCtaNote>
            )}
          </CtaActions>
        </CtaPanel>
      </Container>
    </Section>
  );
}
