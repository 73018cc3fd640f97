import { Eyebrow, Heading, Lead } from '@meranti/design-system';
import { StyledSectionHeader } from './styled/StyledSectionHeader';

export interface SectionHeaderProps {
  readonly headingId: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro?: string;
}

/** Eyebrow, h2 and intro of a section (the h2 names the section's region). */
export function SectionHeader({ headingId, eyebrow, heading, intro }: SectionHeaderProps) {
  return (
    <StyledSectionHeader>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Heading as="h2" id={headingId} $size="lg" $align="center">
        {heading}
      </Heading>
      {intro && <Lead $align="center">{intro}</Lead>}
    </StyledSectionHeader>
  );
}
