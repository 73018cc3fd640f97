import { Link } from '@meranti/platform';
import { css, styled } from 'styled-components';

/** The current section's mark: a lane-teal line on the header's lower edge, under its name. */
export const activeMark = css`
  text-decoration: underline ${({ theme }) => theme.sizes.borderThick} ${({ theme }) => theme.colors.primary[500]};
  text-underline-offset: 1.5em;
`;

export const StyledDropdown = styled.div`
  position: relative;
`;

export const StyledNavTrigger = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: ${({ theme }) => theme.sizes.controlSm};
  padding: 0 ${({ theme }) => theme.space[3]};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.surfaces.default.brand : theme.colors.text)};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.surfaces.default.hover};
  }
  svg {
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.ease};
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
  ${({ $active }) => $active && activeMark}
`;

export const StyledDropdownPanel = styled.div`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space[2]});
  left: 0;
  z-index: ${({ theme }) => theme.zIndices.dropdown};
  width: 500px;
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  padding: ${({ theme }) => theme.space[3]};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  &[hidden] {
    display: none;
  }
  &::before {
    content: '';
    position: absolute;
    inset: -${({ theme }) => theme.space[2]} 0 auto 0;
    height: ${({ theme }) => theme.space[2]};
  }
`;

/** A link of the panel; the first ("View All …") is the overview, ruled off from the rest. */
export const StyledDropdownItem = styled(Link)`
  display: grid;
  gap: ${({ theme }) => theme.space[0.5]};
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.sm};
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
  &:first-child {
    margin-bottom: ${({ theme }) => theme.space[1]};
    border-bottom: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => `${theme.radii.sm} ${theme.radii.sm} 0 0`};
  }
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.surfaces.default.hover};
    color: ${({ theme }) => theme.colors.primary[800]};
  }
`;

export const StyledDropdownItemLabel = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledDropdownItemDescription = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;
