import { Link } from '@meranti/platform';
import { styled } from 'styled-components';

export const StyledMobileMenu = styled.nav`
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
`;
