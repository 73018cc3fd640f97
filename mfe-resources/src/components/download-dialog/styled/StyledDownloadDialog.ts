import { visuallyHidden } from '@meranti/design-system';
import { styled } from 'styled-components';

export const StyledDownloadForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

/** The item the visitor asked for, above the fields. */
export const StyledRequested = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.primary[100]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary[50]};
  color: ${({ theme }) => theme.colors.primary[800]};

  & > svg {
    flex-shrink: 0;
    color: ${({ theme }) => theme.colors.primary[600]};
  }

  & > span {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }

  & small {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.primary[700]};
  }

  & strong {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: ${({ theme }) => theme.colors.ink};
  }
`;

/** Bots fill every field; people never see this one. */
export const StyledHoneypot = styled.div`
  ${visuallyHidden}
`;

export const StyledFormError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.dangerBg};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0.5]};
  }
`;

export const StyledConsent = styled.p`
  display: flex;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]};
  text-align: center;

  & > svg {
    flex-shrink: 0;
    margin-top: ${({ theme }) => theme.space[0.5]};
    color: ${({ theme }) => theme.colors.slate[500]};
  }
`;

export const StyledThanks = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[5]};
  padding-block: ${({ theme }) => theme.space[4]};
  text-align: center;
`;

export const StyledThanksIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.sizes.iconBadge.lg};
  height: ${({ theme }) => theme.sizes.iconBadge.lg};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.successBg};
  color: ${({ theme }) => theme.colors.success};
`;
