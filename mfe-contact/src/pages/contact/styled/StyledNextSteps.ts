import { styled } from 'styled-components';

export const StyledStepsHeader = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  align-items: center;
  max-width: ${({ theme }) => theme.sizes.measure};
  margin: 0 auto ${({ theme }) => theme.space[10]};
  text-align: center;
`;

export const StyledStepList = styled.ol`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space[6]};
  }
`;

export const StyledStep = styled.li`
  counter-increment: step;
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => theme.space[6]};
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.white};
  box-shadow: ${({ theme }) => theme.shadows.sm};

  /* The step number, large and quiet in the corner. */
  &::after {
    content: counter(step, decimal-leading-zero);
    position: absolute;
    top: ${({ theme }) => theme.space[5]};
    right: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    color: ${({ theme }) => theme.colors.primary[100]};
  }

  & h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    color: var(--ds-heading);
  }

  & p {
    color: var(--ds-muted);
  }

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => theme.space[8]};
  }
`;
