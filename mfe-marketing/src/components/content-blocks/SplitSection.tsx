import { Container, Section, type SurfaceTone } from '@meranti/design-system';
import { type ReactNode, useId } from 'react';
import type { SectionIntro } from '../content.schema';
import { SectionHeader } from '../section-header/SectionHeader';
import { StyledSplitSection } from './styled/StyledSplitSection';

export interface SplitSectionProps {
  readonly intro: SectionIntro;
  readonly children: ReactNode;
  readonly tone?: SurfaceTone | undefined;
  readonly id?: string | undefined;
}

/**
 * A section whose header stands beside its content from lg (5 : 7 columns, the header sticking
 * while the content scrolls past it), above it below lg. For sections that argue one point with a
 * short list: the pain points a page answers, the challenges of a use case.
 */
export function SplitSection({ intro, children, tone, id }: SplitSectionProps) {
  const headingId = useId();
  return (
    <Section $tone={tone} aria-labelledby={headingId} id={id}>
      <Container>
        <StyledSplitSection>
          <SectionHeader headingId={headingId} eyebrow={intro.eyebrow} heading={intro.heading} intro={intro.intro} align="start" />
          <div>{children}</div>
        </StyledSplitSection>
      </Container>
    </Section>
  );
}
