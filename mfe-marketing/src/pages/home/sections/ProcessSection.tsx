import { Badge, Container, Icon, Section } from '@meranti/design-system';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import {
  StyledOutcome,
  StyledStep,
  StyledStepBody,
  StyledStepMeta,
  StyledStepNumber,
  StyledSteps,
  StyledStepText,
  StyledStepTitle,
} from '../styled/StyledProcess';
import { useReveal } from '../useReveal';
import { SectionHeader } from './SectionHeader';

export function ProcessSection({ process }: { readonly process: HomeContent['process'] }) {
  const headingId = useId();
  const { ref, state } = useReveal<HTMLOListElement>();
  return (
    <Section aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={process.eyebrow} heading={process.heading} intro={process.intro} />
        <StyledSteps ref={ref}>
          {process.steps.map((step, i) => (
            <StyledStep key={step.title} $reveal={state} $index={i}>
              <StyledStepNumber aria-hidden="true">{i + 1}</StyledStepNumber>
              <StyledStepBody>
                <StyledStepMeta>
                  <span>
                    {process.stepLabel} {i + 1}
                  </span>
                  <Badge $tone="neutral">{step.duration}</Badge>
                </StyledStepMeta>
                <StyledStepTitle>{step.title}</StyledStepTitle>
                <StyledStepText>{step.description}</StyledStepText>
                <StyledOutcome>
                  <Icon name="Target" size={18} />
                  <span>
                    <strong>{process.outcomeLabel}:</strong> {step.outcome}
                  </span>
                </StyledOutcome>
              </StyledStepBody>
            </StyledStep>
          ))}
        </StyledSteps>
      </Container>
    </Section>
  );
}
