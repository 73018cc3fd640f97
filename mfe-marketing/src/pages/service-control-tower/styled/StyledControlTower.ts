import { styled } from 'styled-components';

/** The ROI figures under the milestones. */
export const StyledRoiStats = styled.div`
  margin-top: ${({ theme }) => theme.space[12]};
`;
