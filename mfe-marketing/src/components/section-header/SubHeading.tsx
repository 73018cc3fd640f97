import type { ReactNode } from 'react';
import { KeepCompounds } from '../shared/KeepCompounds';
import { StyledSubHeading } from './styled/StyledSectionHeader';

/** An h3 that opens a second block inside a section (e.g. a timeline under a stat strip). */
export function SubHeading({ children }: { readonly children: ReactNode }) {
  return <StyledSubHeading>{typeof children === 'string' ? <KeepCompounds text={children} /> : children}</StyledSubHeading>;
}
