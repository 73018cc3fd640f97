import { styled } from 'styled-components';

/** Fixed to the bottom below lg; slides in when `data-visible="true"`; never shown from lg. */
export const StyledStickyCta = styled.div`
  position: fixed;
  inset: auto 0 0;
  z-index: ${({ theme }) => theme.zIndices.raised};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.sizes.gutter}`};
  padding-bottom: calc(${({ theme }) => theme.space[3]} + env(safe-area-inset-bottom));
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  transition:
    transform ${({ theme }) => `${theme.motion.slow} ${theme.motion.ease}`},
    visibility ${({ theme }) => theme.motion.slow};

  &[data-visible='false'] {
    visibility: hidden;
    transform: translateY(100%);
  }

  ${({ theme }) => theme.mq.lg} {
    display: none;
  }
`;
