import { styled } from 'styled-components';

export const StyledHeroChips = styled.div`
  margin-top: ${({ theme }) => theme.space[2]};
`;
