import { Link } from '@meranti/platform';
import { styled } from 'styled-components';
import { activeMark } from './StyledNav';

/** Sticky, and frosted: the page shows through it, softly, as it scrolls under. */
export const StyledHeader = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.header};
  /* The surface at 85 % (hex alpha D9). */
  background: ${({ theme }) => theme.colors.surface}D9;
  backdrop-filter: blur(${({ theme }) => theme.space[3]});
  border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
`;

export const StyledHeaderBar = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]};
  min-height: ${({ theme }) => theme.space[16]};
`;

export const StyledLogoLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  flex-shrink: 0;
  img {
    display: block;
    height: ${({ theme }) => theme.space[8]};
    width: auto;
  }
`;

export const StyledDesktopNav = styled.nav`
  display: none;
  ${({ theme }) => theme.mq.lg} {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]};
    margin-right: auto;
    margin-left: ${({ theme }) => theme.space[8]};
  }
`;

export const StyledNavLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  transition: background ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.ease};
  &:hover {
    background: ${({ theme }) => theme.surfaces.default.hover};
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.surfaces.default.brand};
    ${activeMark}
  }
`;

export const StyledHeaderActions = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledMenuButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;
