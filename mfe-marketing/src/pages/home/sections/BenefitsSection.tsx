import { Container, IconBadge, Section } from '@meranti/design-system';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import { StyledBenefit, StyledBenefitBody, StyledBenefitGrid, StyledBenefitText, StyledBenefitTitle } from '../styled/StyledBenefits';
import { useReveal } from '../useReveal';
import { SectionHeader } from './SectionHeader';

export function BenefitsSection({ benefits }: { readonly benefits: HomeContent['benefits'] }) {
  const headingId = useId();
  const { ref, state } = useReveal<HTMLUListElement>();
  return (
    <Section $tone="muted" aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={benefits.eyebrow} heading={benefits.heading} intro={benefits.intro} />
        <StyledBenefitGrid ref={ref}>
          {benefits.items.map((item, i) => (
            <StyledBenefit key={item.title} $reveal={state} $index={i}>
              <IconBadge name={item.icon} $tone="solid" />
              <StyledBenefitBody>
                <StyledBenefitTitle>{item.title}</StyledBenefitTitle>
                <StyledBenefitText>{item.description}</StyledBenefitText>
              </StyledBenefitBody>
            </StyledBenefit>
          ))}
        </StyledBenefitGrid>
      </Container>
    </Section>
  );
}
