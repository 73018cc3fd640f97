import { styled } from 'styled-components';
import { tableFrameStyles } from '../../../components/prose/tableStyles';

// The styles of a story below its hero (../CaseStudySections): they load with it (ADR 21).

/** Reading column of the story's sections. */
export const StyledStory = styled.div`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[12]};
`;

export const StyledBlock = styled.section`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  line-height: ${({ theme }) => theme.lineHeights.relaxed};
`;

export const StyledTimeline = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: phase;

  & > li {
    position: relative;
    padding-left: ${({ theme }) => theme.space[12]};
    counter-increment: phase;
  }

  & > li::before {
    content: counter(phase);
    position: absolute;
    left: 0;
    top: 0;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: ${({ theme }) => theme.sizes.iconBadge.sm};
    height: ${({ theme }) => theme.sizes.iconBadge.sm};
    border-radius: ${({ theme }) => theme.radii.round};
    background: ${({ theme }) => theme.colors.primary[700]};
    color: ${({ theme }) => theme.colors.white};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  & h3 {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space[2]};
    align-items: baseline;
  }

  & h3 > span {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const StyledTableWrap = styled.div`
  ${tableFrameStyles}

  & td:last-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.primary[700]};
  }
`;

export const StyledQuoteBlock = styled.figure`
  margin: 0;
  padding: ${({ theme }) => theme.space[8]};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary[50]};

  & blockquote {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: var(--ds-heading);
  }

  & figcaption {
    margin-top: ${({ theme }) => theme.space[4]};
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

export const StyledNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  padding-top: ${({ theme }) => theme.space[8]};
  border-top: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
`;

export const StyledNext = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
`;
