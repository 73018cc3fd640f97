import { ButtonLink, Container, Icon, IconBadge, Section } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import { SectionHeader } from '../../../components/section-header/SectionHeader';
import { StyledSectionFooter } from '../../../components/section-header/styled/StyledSectionHeader';
import type { HomeContent } from '../home.schema';
import { StyledServiceBody, StyledServiceGrid, StyledServiceItem, StyledServiceLink, StyledServiceText } from '../styled/StyledServices';

export function ServicesSection({ services }: { readonly services: HomeContent['services'] }) {
  const headingId = useId();
  return (
    <Section $tone="muted" aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={services.eyebrow} heading={services.heading} intro={services.intro} />
        <StyledServiceGrid>
          {services.items.map((item) => (
            <StyledServiceItem key={item.route}>
              <IconBadge name={item.icon} />
              <StyledServiceBody>
                <StyledServiceLink href={href(item.route)}>
                  {item.title}
                  <Icon name="ArrowRight" size={16} />
                </StyledServiceLink>
                <StyledServiceText>{item.description}</StyledServiceText>
              </StyledServiceBody>
            </StyledServiceItem>
          ))}
        </StyledServiceGrid>
        <StyledSectionFooter>
          <ButtonLink href={href(services.allLink.route)} $variant="outline">
            {services.allLink.label}
            <Icon name="ArrowRight" size={18} />
          </ButtonLink>
        </StyledSectionFooter>
      </Container>
    </Section>
  );
}
