import { Eyebrow, Heading, Lead } from '@meranti/design-system';
import { StyledSectionHeader } from '../styled/StyledSectionHeader';

export interface SectionHeaderProps {
  readonly headingId: string;
  readonly eyebrow: string;
  readonly heading: string;
  readonly intro: string;
  readonly align?: 'start' | 'center';
}

/** Eyebrow, h2 and intro of a home section (the h2 names the section's region). */
export function SectionHeader({ headingId, eyebrow, heading, intro, align = 'center' }: SectionHeaderProps) {
  return (
    <StyledSectionHeader $align={align}>
      <Eyebrow>{eyebrow}</Eyebrow>
      <Heading as="h2" id={headingId} $size="lg" $align={align}>
        {heading}
      </Heading>
      <Lead $align={align}>{intro}</Lead>
    </StyledSectionHeader>
  );
}
