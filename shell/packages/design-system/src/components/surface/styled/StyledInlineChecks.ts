import { styled } from 'styled-components';

export interface InlineChecksStyleProps {
  /** Default `start`. */
  readonly $align?: 'start' | 'center';
}

export const StyledInlineChecks = styled.ul<InlineChecksStyleProps>`
  display: flex;
  flex-wrap: wrap;
  justify-content: ${({ $align = 'start' }) => ($align === 'center' ? 'center' : 'flex-start')};
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[5]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1.5]};
    color: var(--ds-text);
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }

  & > li > svg {
    flex-shrink: 0;
    color: var(--ds-brand);
  }
`;
