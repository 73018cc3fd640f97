import { styled } from 'styled-components';

/** The pill-shaped label above a page hero's heading (icon + short text). Shared by every area. */
export const HeroPill = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[1.5]} ${theme.space[3]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.primary[200]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.xs};
  color: ${({ theme }) => theme.colors.primary[800]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[600]};
  }
`;
