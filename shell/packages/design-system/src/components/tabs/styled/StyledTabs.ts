import { styled } from 'styled-components';

export const StyledTabList = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[1]};
  max-width: 100%;
  width: max-content;
  padding: ${({ theme }) => theme.space[1]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.slate[100]};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  scrollbar-width: none;

  &::-webkit-scrollbar {
    display: none;
  }
`;

export const StyledTab = styled.button`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.slate[600]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  white-space: nowrap;
  scroll-snap-align: start;
  transition:
    background-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    box-shadow ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};

  &:hover {
    color: ${({ theme }) => theme.colors.ink};
  }

  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.white};
    color: ${({ theme }) => theme.colors.primary[700]};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }

  &:focus-visible {
    outline-offset: -${({ theme }) => theme.sizes.focusRing};
  }

  & > svg {
    flex-shrink: 0;
  }
`;

export const StyledTabPanel = styled.div`
  padding-top: ${({ theme }) => theme.space[6]};

  &:focus-visible {
    outline-offset: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.xs};
  }
`;
