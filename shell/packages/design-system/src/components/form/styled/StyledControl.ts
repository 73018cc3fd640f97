import { css, styled } from 'styled-components';

const controlStyles = css`
  display: block;
  width: 100%;
  min-height: ${({ theme }) => theme.sizes.touch};
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: ${({ theme }) => theme.sizes.border} solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.white};
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.snug};
  box-shadow: ${({ theme }) => theme.shadows.inset};
  transition:
    border-color ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`},
    box-shadow ${({ theme }) => `${theme.motion.fast} ${theme.motion.ease}`};
  appearance: none;

  &::placeholder {
    color: ${({ theme }) => theme.colors.slate[500]};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.colors.slate[400]};
  }

  &:focus-visible,
  &:focus {
    outline: none;
    border-color: ${({ theme }) => theme.colors.primary[600]};
    box-shadow: ${({ theme }) => theme.shadows.focusControl};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }

  &[aria-invalid='true']:focus {
    box-shadow: ${({ theme }) => theme.shadows.focusControlInvalid};
  }

  &:disabled {
    background: ${({ theme }) => theme.colors.slate[100]};
    color: ${({ theme }) => theme.colors.slate[500]};
    cursor: not-allowed;
  }
`;

export const StyledInput = styled.input`
  ${controlStyles}
`;

export const StyledTextarea = styled.textarea`
  ${controlStyles}
  min-height: ${({ theme }) => theme.sizes.textareaMin};
  line-height: ${({ theme }) => theme.lineHeights.normal};
  resize: vertical;
`;

export const StyledSelectWrap = styled.span`
  position: relative;
  display: block;

  & > svg {
    position: absolute;
    top: 50%;
    right: ${({ theme }) => theme.space[3]};
    transform: translateY(-50%);
    pointer-events: none;
    color: ${({ theme }) => theme.colors.slate[500]};
  }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  padding-right: ${({ theme }) => theme.space[10]};
  cursor: pointer;
`;

export const StyledLabel = styled.label`
  display: block;
  color: var(--ds-heading);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1.5]};
  min-width: 0;

  &[data-full] {
    grid-column: 1 / -1;
  }
`;

export const StyledHint = styled.p`
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};
  line-height: ${({ theme }) => theme.lineHeights.snug};
`;

export const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[1.5]};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: ${({ theme }) => theme.lineHeights.snug};

  & > svg {
    flex-shrink: 0;
    margin-top: 0.1em;
  }
`;

export const StyledFormGrid = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.mq.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${({ theme }) => theme.space[6]};
  }
`;
