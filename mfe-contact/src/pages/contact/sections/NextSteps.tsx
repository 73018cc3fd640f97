import { Container, Eyebrow, Heading, IconBadge, Lead, Section } from '@meranti/design-system';
import { useId } from 'react';
import type { ContactContent } from '../contact.schema';
import { StyledStep, StyledStepList, StyledStepsHeader } from '../styled/StyledNextSteps';

/** What happens after an enquiry: reply within 24 hours, discovery call, assessment [000 §9]. */
export function NextSteps({ steps }: { readonly steps: ContactContent['nextSteps'] }) {
  const headingId = useId();
  return (
    <Section $tone="muted" aria-labelledby={headingId}>
      <Container>
        <StyledStepsHeader>
          <Eyebrow>{steps.eyebrow}</Eyebrow>
          <Heading id={headingId} $align="center">
            {steps.heading}
          </Heading>
          <Lead $align="center">{steps.intro}</Lead>
        </StyledStepsHeader>
        <StyledStepList>
          {steps.steps.map((step) => (
            <StyledStep key={step.title}>
              <IconBadge name={step.icon} $tone="brand" />
              <h3>{step.title}</h3>
              <p>{step.description}</p>
            </StyledStep>
          ))}
        </StyledStepList>
      </Container>
    </Section>
  );
}
