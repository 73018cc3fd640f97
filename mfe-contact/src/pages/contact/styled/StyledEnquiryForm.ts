import { visuallyHidden } from '@meranti/design-system';
import { keyframes, styled } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

/** The form card (the #form anchor). */
export const StyledFormCard = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  padding: ${({ theme }) => `${theme.space[8]} ${theme.space[5]} ${theme.space[6]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  scroll-margin-top: ${({ theme }) => theme.sizes.scrollMarginTop};

  /* A brand stripe along the top edge. */
  &::before {
    content: '';
    position: absolute;
    inset: 0 0 auto;
    height: ${({ theme }) => theme.space[1.5]};
    background: linear-gradient(
      90deg,
      ${({ theme }) => theme.colors.primary[600]} 0%,
      ${({ theme }) => theme.colors.primary[400]} 60%,
      ${({ theme }) => theme.colors.accent[400]} 100%
    );
  }

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[10]} ${theme.space[8]} ${theme.space[8]}`};
  }
`;

export const StyledFormHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};

  & h2 {
    font-size: ${({ theme }) => theme.fontSizes['2xl']};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
    color: ${({ theme }) => theme.colors.ink};
  }

  & p {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const StyledRequiredNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const StyledRequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[0.5]};
  color: ${({ theme }) => theme.colors.danger};
`;

export const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
`;

/** The honeypot: out of sight and out of the tab order; only bots fill it in. */
export const StyledHoneypot = styled.div`
  ${visuallyHidden}
`;

export const StyledSubmitRow = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledInvalidNote = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.danger};
`;

/** A small CSS spinner inside the submit button while it sends. */
export const StyledButtonSpinner = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: ${({ theme }) => theme.sizes.spinner.sm};
  height: ${({ theme }) => theme.sizes.spinner.sm};
  border: ${({ theme }) => theme.sizes.borderThick} solid currentColor;
  border-right-color: transparent;
  border-radius: ${({ theme }) => theme.radii.round};
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.mq.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

export const StyledPrivacyNote = styled.p`
  padding-top: ${({ theme }) => theme.space[4]};
  border-top: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;
