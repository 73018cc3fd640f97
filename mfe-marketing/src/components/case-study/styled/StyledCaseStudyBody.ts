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

export const StyledPairCard = styled(Card)`
  border-left: ${({ theme }) => theme.space[1]} solid ${({ theme }) => theme.colors.accent[500]};

  &[data-kind='result'] {
    border-left-color: ${({ theme }) => theme.colors.success};
  }

  h3 {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }
`;

/** Back to Use Cases and Explore Services, closing the page. */
export const StyledCaseStudyLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[8]} ${({ theme }) => theme.space[12]};
`;
