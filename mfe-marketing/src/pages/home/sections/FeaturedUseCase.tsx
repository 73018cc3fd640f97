import { ButtonLink, Container, Eyebrow, Heading, Icon, Text, TextLink } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import {
  StyledUseCase,
  StyledUseCaseActions,
  StyledUseCaseCopy,
  StyledUseCaseMetrics,
  StyledUseCaseSection,
} from '../styled/StyledUseCase';

export function FeaturedUseCase({ useCase }: { readonly useCase: HomeContent['featuredUseCase'] }) {
  const headingId = useId();
  return (
    <StyledUseCaseSection aria-labelledby={headingId}>
      <Container>
        <StyledUseCase>
          <StyledUseCaseCopy>
            <Eyebrow>{useCase.eyebrow}</Eyebrow>
            <Heading as="h2" id={headingId} $size="lg">
              {useCase.heading}
            </Heading>
            <Text $size="lg" $tone="muted">
              {useCase.summary}
            </Text>
            <StyledUseCaseActions>
              <ButtonLink href={href(useCase.link.route)} $variant="inverse">
                {useCase.link.label}
                <Icon name="ArrowRight" size={18} />
              </ButtonLink>
              <TextLink href={href(useCase.allLink.route)} arrow>
                {useCase.allLink.label}
              </TextLink>
            </StyledUseCaseActions>
          </StyledUseCaseCopy>
          <StyledUseCaseMetrics>
            {useCase.metrics.map((metric) => (
              <div key={metric.label}>
                <dt>{metric.label}</dt>
                <dd>{metric.value}</dd>
              </div>
            ))}
          </StyledUseCaseMetrics>
        </StyledUseCase>
      </Container>
    </StyledUseCaseSection>
  );
}
