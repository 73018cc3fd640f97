import { styled } from 'styled-components';

export const StyledTrustStrip = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);

  ${({ theme }) => theme.mq.lg} {
    align-items: center;
    gap: ${({ theme }) => theme.space[5]};
    margin-top: ${({ theme }) => theme.space[16]};
  }
`;

export const StyledTrustLabel = styled.p`
  flex-shrink: 0;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
  color: var(--ds-muted);
`;

export const StyledTrustList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
    padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
    border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.slate[700]};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }

  & > li > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[500]};
  }

  ${({ theme }) => theme.mq.md} {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;

    & > li {
      font-size: ${({ theme }) => theme.fontSizes.sm};
      white-space: nowrap;
    }
  }

  ${({ theme }) => theme.mq.lg} {
    gap: ${({ theme }) => theme.space[3]};
  }
`;
