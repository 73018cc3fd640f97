import { Card } from '@meranti/design-system';
import { styled } from 'styled-components';

// The styles of a case study below its hero (../CaseStudyBody): they load with it (ADR 21).

/** The challenge in words, above its cards. */
export const StyledChallengeProse = styled.p`
  max-width: ${({ theme }) => theme.sizes.measure};
  margin-bottom: ${({ theme }) => theme.space[10]};
  color: var(--ds-text);
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

/**
 * What we did, as numbered steps: a teal numeral on a rail, title, text and what it delivered.
 * One column on phones, two from md (their count is even or the last spans the row).
 */
export const StyledSolutionSteps = styled.ol`
  counter-reset: step;
  display: grid;
  gap: ${({ theme }) => `${theme.space[8]} ${theme.space[10]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));

    & > li:last-child:nth-child(odd) {
      grid-column: 1 / -1;
    }
  }
`;

export const StyledSolutionStep = styled.li`
  counter-increment: step;
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  min-width: 0;
  padding-left: ${({ theme }) => theme.space[16]};

  &::before {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: 0;
    left: 0;
    display: grid;
    place-items: center;
    width: ${({ theme }) => theme.sizes.iconBadge.md};
    height: ${({ theme }) => theme.sizes.iconBadge.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.ink};
    color: ${({ theme }) => theme.colors.primary[300]};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
  }

  h3 {
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    text-wrap: balance;
  }

  p {
    color: var(--ds-muted);
    line-height: ${({ theme }) => theme.lineHeights.normal};
  }
`;

/** What a step delivered: a result, so the success colour. */
export const StyledSolutionBenefit = styled.p`
  && {
    margin-top: ${({ theme }) => theme.space[1]};
    padding: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.colors.successBg};
    color: ${({ theme }) => theme.colors.success};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** The challenge and result card pair: stacked on phones, side by side from md. */
export const StyledPairGrid = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

/** The challenge in the problem colour, the result in the success colour. */
export const StyledPairCard = styled(Card)`
  --marker: ${({ theme }) => theme.colors.danger};
  --marker-bg: ${({ theme }) => theme.colors.dangerBg};
  border-top: ${({ theme }) => theme.space[1]} solid var(--marker);

  &[data-kind='result'] {
    --marker: ${({ theme }) => theme.colors.success};
    --marker-bg: ${({ theme }) => theme.colors.successBg};
  }

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]};
    color: var(--ds-heading);
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  p {
    color: var(--ds-text);
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: ${({ theme }) => theme.lineHeights.relaxed};
  }
`;

export const StyledPairMarker = styled.span`
  display: inline-grid;
  place-items: center;
  width: ${({ theme }) => theme.sizes.iconBadge.sm};
  height: ${({ theme }) => theme.sizes.iconBadge.sm};
  border-radius: ${({ theme }) => theme.radii.round};
  background: var(--marker-bg);
  color: var(--marker);
`;

/** Back to Use Cases and Explore Services, closing the page. */
export const StyledCaseStudyLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[12]};
`;
