import { styled } from 'styled-components';

export const StyledKindGrid = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  ${({ theme }) => theme.mq.xl} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > li {
    display: flex;
  }

  & > li > * {
    flex: 1;
  }
`;

export const StyledFeaturedList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  & small {
    display: block;
    margin-top: ${({ theme }) => theme.space[0.5]};
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.xs};
  }
`;

export const StyledContactList = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
    opacity: 0.85;
  }

  & dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;
