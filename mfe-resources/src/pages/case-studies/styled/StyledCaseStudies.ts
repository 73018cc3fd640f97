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

export const StyledLibraryBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space[8]};
`;

/** Challenge and solution of a card. */
export const StyledStudyFacts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
    color: var(--ds-muted);
  }

  & dd {
    margin: 0;
    color: var(--ds-text);
  }
`;

/** A card's three metrics. */
export const StyledStudyMetrics = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding-block: ${({ theme }) => theme.space[4]};
  border-block: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  & > div {
    display: flex;
    flex-direction: column-reverse;
    gap: ${({ theme }) => theme.space[1]};
    min-width: 0;
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    color: ${({ theme }) => theme.colors.primary[700]};
  }

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: var(--ds-muted);
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
`;

export const StyledInsightValue = styled.p`
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
