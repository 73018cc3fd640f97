import { Link } from '@meranti/platform';
import { styled } from 'styled-components';

/**
 * Opens over the page, below the bar, instead of pushing the page down: opening and closing it
 * lays out and paints the menu alone, not every section below it (the interaction goal of ADR 21).
 */
export const StyledMobileMenu = styled.nav`
  position: absolute;
  top: 100%;
  left: 0;
  right: 0;
  max-height: calc(100dvh - ${({ theme }) => theme.space[16]});
  overflow-y: auto;
  overscroll-behavior: contain;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.sizes.gutter} ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;

export const StyledMobileMenuList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
`;

export const StyledMobileLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlLg};
  padding: 0 ${({ theme }) => theme.space[2]};
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  text-decoration: none;
  /* A chevron drawn with borders: a character here would join the link's accessible name. */
  &::after {
    content: '';
    flex-shrink: 0;
    width: 0.45em;
    height: 0.45em;
    margin-left: auto;
    margin-right: ${({ theme }) => theme.space[1]};
    border-right: ${({ theme }) => theme.sizes.borderThick} solid ${({ theme }) => theme.colors.slate[400]};
    border-bottom: ${({ theme }) => theme.sizes.borderThick} solid ${({ theme }) => theme.colors.slate[400]};
    transform: rotate(-45deg);
  }
`;
