import { styled } from 'styled-components';

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
