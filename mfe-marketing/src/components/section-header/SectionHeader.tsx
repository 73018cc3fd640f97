import { Eyebrow, Heading, Lead } from '@meranti/design-system';
import { KeepCompounds } from '../shared/KeepCompounds';
import { StyledSectionHeader } from './styled/StyledSectionHeader';

export interface SectionHeaderProps {
  /** Id of the h2, so the section can be labelled by it (`aria-labelledby`). */
  readonly headingId: string;
  readonly eyebrow?: string | undefined;
  readonly heading: string;
  readonly intro?: string | undefined;
  readonly align?: 'start' | 'center';
}

/** Eyebrow, h2 and intro above a section's content (the h2 names the section's region). */
export function SectionHeader({ headingId, eyebrow, heading, intro, align = 'center' }: SectionHeaderProps) {
  return (
    <StyledSectionHeader $align={align}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading as="h2" id={headingId} $size="lg" $align={align}>
        <KeepCompounds text={heading} />
      </Heading>
      {intro && <Lead $align={align}>{intro}</Lead>}
    </StyledSectionHeader>
  );
}
