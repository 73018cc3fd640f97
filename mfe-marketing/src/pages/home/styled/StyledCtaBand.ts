import { styled } from 'styled-components';
import { surfaceVars } from '@meranti/design-system';

export const StyledCtaBand = styled.section`
  padding-block: ${({ theme }) => theme.sectionSpace.sm};
`;

export const StyledCtaPanel = styled.div`
  ${surfaceVars('brand')}
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[8]};
  padding: ${({ theme }) => `${theme.space[10]} ${theme.space[6]}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  overflow: hidden;
  isolation: isolate;

  /* Concentric rings in the corner, like a radar sweep. */
  &::before {
    content: '';
    position: absolute;
    right: calc(-1 * ${({ theme }) => theme.space[24]});
    top: calc(-1 * ${({ theme }) => theme.space[24]});
    z-index: -1;
    width: calc(${({ theme }) => theme.space[24]} * 4);
    aspect-ratio: 1;
    border-radius: ${({ theme }) => theme.radii.round};
    background: repeating-radial-gradient(
      circle,
      transparent 0 ${({ theme }) => theme.space[8]},
      var(--ds-border) ${({ theme }) => theme.space[8]} calc(${({ theme }) => theme.space[8]} + ${({ theme }) => theme.sizes.hairline})
    );
    opacity: 0.6;
  }

  ${({ theme }) => theme.mq.md} {
    padding: ${({ theme }) => `${theme.space[12]} ${theme.space[10]}`};
  }

  ${({ theme }) => theme.mq.lg} {
    grid-template-columns: minmax(0, 1.3fr) minmax(0, 1fr);
    align-items: center;
    gap: ${({ theme }) => theme.space[16]};
    padding: ${({ theme }) => `${theme.space[16]} ${theme.space[16]}`};
  }
`;

export const StyledCtaCopy = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const StyledCtaAction = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

export const StyledCtaFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  margin: 0;
  border: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  border-radius: ${({ theme }) => theme.radii.md};
  background: var(--ds-hover);

  & > div {
    display: flex;
    flex-direction: column-reverse;
    align-items: center;
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[2]}`};
    text-align: center;
  }

  & > div + div {
    border-left: ${({ theme }) => theme.sizes.border} solid var(--ds-border);
  }

  & dt {
    color: var(--ds-muted);
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  & dd {
    margin: 0;
    color: var(--ds-brand);
    font-size: ${({ theme }) => theme.fontSizes['3xl']};
    font-weight: ${({ theme }) => theme.fontWeights.extrabold};
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-variant-numeric: tabular-nums;
  }
`;

export const StyledCtaNote = styled.p`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: var(--ds-muted);
  font-size: ${({ theme }) => theme.fontSizes.sm};

  & > svg {
    flex-shrink: 0;
  }
`;
