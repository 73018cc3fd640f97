import { Container, Eyebrow, Heading, Lead, Section } from '@meranti/design-system';
import { Timeline } from '@meranti/design-system/charts';
import { useId } from 'react';
import type { ContactContent } from '../contact.schema';
import { StyledStepsHeader } from '../styled/StyledNextSteps';

/**
 * What happens after an enquiry [docs/product-rules.md#contact-enquiry]: the reply within 24 hours, the discovery call, the
 * assessment and roadmap — as a timeline, the reply its first milestone (amber).
 */
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
        <Timeline ariaLabel={steps.timelineLabel} steps={steps.steps} />
      </Container>
    </Section>
  );
}
