import { styled } from 'styled-components';

export const StyledFacts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-start;
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[6]}`};
  margin: 0;
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > div {
    display: inline-flex;
    gap: ${({ theme }) => theme.space[1.5]};
  }

  & dt::after {
    content: ':';
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: var(--ds-heading);
  }
`;
