import { styled } from 'styled-components';

export const StyledBenefits = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledBenefitsHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: var(--ds-heading);
`;

export const StyledBenefitList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Two by two from tablets on (four benefits: no lone item on a row). */
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => `${theme.space[6]} ${theme.space[8]}`};
  }
`;

export const StyledBenefit = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: start;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledBenefitTitle = styled.h3`
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  color: var(--ds-heading);
`;

export const StyledBenefitText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: var(--ds-muted);
`;

export const StyledStats = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0;
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.xs};

  & > div {
    display: flex;
    flex-direction: column-reverse;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[3]}`};
    text-align: center;
  }

  & > div + div {
    border-left: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  }

  & dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: var(--ds-muted);
  }

  & dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.primary[700]};
  }

  ${({ theme }) => theme.mq.md} {
    & > div {
      padding: ${({ theme }) => `${theme.space[5]} ${theme.space[4]}`};
    }

    & dt {
      font-size: ${({ theme }) => theme.fontSizes.sm};
    }

    & dd {
      font-size: ${({ theme }) => theme.fontSizes['2xl']};
    }
  }
`;
