import { Container, IconBadge, Section, useReveal } from '@meranti/design-system';
import { useId } from 'react';
import { SectionHeader } from '../../../components/section-header/SectionHeader';
import type { HomeContent } from '../home.schema';
import { StyledBenefit, StyledBenefitBody, StyledBenefitGrid, StyledBenefitText, StyledBenefitTitle } from '../styled/StyledBenefits';

export function BenefitsSection({ benefits }: { readonly benefits: HomeContent['benefits'] }) {
  const headingId = useId();
  const ref = useReveal<HTMLUListElement>();
  return (
    <Section $tone="muted" aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={benefits.eyebrow} heading={benefits.heading} intro={benefits.intro} />
        <StyledBenefitGrid ref={ref}>
          {benefits.items.map((item, _i) => (
            <StyledBenefit key={item.title}>
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
