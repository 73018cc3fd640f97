import { styled } from 'styled-components';

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
