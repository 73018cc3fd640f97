import { Link } from '@meranti/platform';
import { styled } from 'styled-components';

export const StyledTextLink = styled(Link)<{ readonly $subtle?: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ $subtle }) => ($subtle ? 'inherit' : 'var(--ds-brand)')};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-decoration: underline;
  text-decoration-color: transparent;
  text-decoration-thickness: ${({ theme }) => theme.sizes.borderThick};
  text-underline-offset: 0.25em;
  transition: text-decoration-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};
  border-radius: ${({ theme }) => theme.radii.xs};

  & > svg {
    flex-shrink: 0;
    transition: transform ${({ theme }) => `${theme.motion.base} ${theme.motion.ease}`};
  }

  &:hover {
    text-decoration-color: currentColor;
  }

  &:hover > svg {
    transform: translateX(${({ theme }) => theme.motion.nudge});
  }
`;
