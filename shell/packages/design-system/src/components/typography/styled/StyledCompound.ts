import { styled } from 'styled-components';

/** A hyphenated compound inside a heading: never broken across lines. */
export const StyledCompound = styled.span`
  white-space: nowrap;
`;
