import { styled } from 'styled-components';

/** The aggregate strip under the hero: four figures in a row from md. */
export const StyledFigureStrip = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[6]};
  margin: 0;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  & > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    text-align: center;
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.stat};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: var(--ds-heading);
  }

  & dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledFigureValue = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.stat};
  font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  color: ${({ theme }) => theme.colors.primary[700]};

  & > small {
    display: block;
    margin-top: ${({ theme }) => theme.space[1]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    color: var(--ds-muted);
  }
`;
