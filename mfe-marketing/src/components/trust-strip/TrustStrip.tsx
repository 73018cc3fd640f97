import { Icon } from '@meranti/design-system';
import { useId } from 'react';
import { StyledTrustLabel, StyledTrustList, StyledTrustStrip } from './styled/StyledTrustStrip';

export interface TrustStripProps {
  /** "Trusted by logistics teams at" — also the list's accessible name. */
  readonly label: string;
  /** Anonymous descriptors of customers ("Top-5 SEA marketplace"). */
  readonly items: readonly string[];
}

/** The trusted-by strip under a hero: a label and a wrapping row of customer descriptors. */
export function TrustStrip({ label, items }: TrustStripProps) {
  const labelId = useId();
  return (
    <StyledTrustStrip>
      <StyledTrustLabel id={labelId}>{label}</StyledTrustLabel>
      <StyledTrustList aria-labelledby={labelId}>
        {items.map((item) => (
          <li key={item}>
            <Icon name="Award" size={16} />
            {item}
          </li>
        ))}
      </StyledTrustList>
    </StyledTrustStrip>
  );
}
