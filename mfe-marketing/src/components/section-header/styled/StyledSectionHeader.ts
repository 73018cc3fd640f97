import { styled } from 'styled-components';

/** Eyebrow, heading and intro above a section's content. */
export const StyledSectionHeader = styled.header<{ readonly $align?: 'start' | 'center' }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $align = 'center' }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => theme.space[3]};
  max-width: ${({ theme }) => theme.sizes.measure};
  margin-inline: ${({ $align = 'center' }) => ($align === 'center' ? 'auto' : '0')};
  margin-bottom: ${({ theme }) => theme.space[10]};
  text-align: ${({ $align = 'center' }) => $align};

  ${({ theme }) => theme.mq.lg} {
    margin-bottom: ${({ theme }) => theme.space[12]};
  }
`;

/** A row of links under a section (e.g. "View All Solutions"). */
export const StyledSectionFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[4]};
  margin-top: ${({ theme }) => theme.space[10]};
`;

/** A block title inside a section, with room above it. */
export const StyledSubHeading = styled.h3`
  margin: ${({ theme }) => `${theme.space[16]} 0 ${theme.space[8]}`};
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  text-align: center;
`;
