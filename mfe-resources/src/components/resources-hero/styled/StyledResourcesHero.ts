import { styled } from 'styled-components';

export const StyledHeroInner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  max-width: calc(${({ theme }) => theme.sizes.measure} * 1.4);
  margin-inline: auto;
  text-align: center;
`;

export const StyledHeroExtra = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[2]};
`;
