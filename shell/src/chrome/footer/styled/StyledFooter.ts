import { Visual } from '@meranti/design-system';
import { Link } from '@meranti/platform';
import { styled } from 'styled-components';

export const StyledFooter = styled.footer`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  background: ${({ theme }) => theme.surfaces.dark.bg};
  color: ${({ theme }) => theme.surfaces.dark.text};
  padding: ${({ theme }) => theme.sectionSpace.sm} 0 ${({ theme }) => theme.space[8]};
  border-top: ${({ theme }) => theme.sizes.borderThick} solid ${({ theme }) => theme.colors.primary[700]};
`;

/** The network on ink, faint, behind the right-hand columns, fading out towards the copy (from `lg`). */
export const StyledFooterBackdrop = styled(Visual)`
  display: none;

  ${({ theme }) => theme.mq.lg} {
    display: block;
    position: absolute;
    z-index: -1;
    top: 0;
    right: 0;
    width: ${({ theme }) => theme.sizes.dialog};
    opacity: 0.5;
    mask-image: linear-gradient(90deg, transparent 0%, black 45%);
    pointer-events: none;
  }
`;

export const StyledFooterGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[10]};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.mq.md} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: 2fr 1fr 1fr 1fr;
  }
`;

export const StyledFooterBrand = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
  img {
    height: ${({ theme }) => theme.space[8]};
    width: auto;
  }
  ${({ theme }) => theme.mq.md} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.mq.lg} {
    grid-column: auto;
  }
`;

export const StyledFooterText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.surfaces.dark.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export const StyledFooterContact = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space[3]};
    align-items: flex-start;
    overflow-wrap: anywhere;
  }
  svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.surfaces.dark.brand};
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
  address {
    font-style: normal;
  }
`;

export const StyledFooterColumn = styled.nav`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

export const StyledFooterHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.surfaces.dark.heading};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;

export const StyledFooterList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const StyledFooterLink = styled(Link)`
  color: ${({ theme }) => theme.surfaces.dark.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.surfaces.dark.heading};
    text-decoration: underline;
  }
`;

export const StyledSocial = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

export const StyledSocialLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.touch};
  height: ${({ theme }) => theme.sizes.touch};
  border-radius: ${({ theme }) => theme.radii.round};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.surfaces.dark.border};
  color: ${({ theme }) => theme.surfaces.dark.heading};
  &:hover {
    background: ${({ theme }) => theme.surfaces.dark.hover};
  }
`;

export const StyledFooterBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  justify-content: space-between;
  margin-top: ${({ theme }) => theme.space[12]};
  padding-top: ${({ theme }) => theme.space[6]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.surfaces.dark.border};
`;

export const StyledFooterLegal = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[6]};
`;
