import { styled } from 'styled-components';

export interface InlineChecksStyleProps {
  /** Default `start`. */
  readonly $align?: 'start' | 'center';
  /** `check` (default, the surface's brand colour) for assurances; `cross`/`alert` for problems (danger). */
  readonly marker?: 'check' | 'cross' | 'alert';
}

export const StyledInlineChecks = styled.ul.withConfig({ shouldForwardProp: (prop) => prop !== 'marker' })<InlineChecksStyleProps>`
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
    color: ${({ theme, marker = 'check' }) => (marker === 'check' ? 'var(--ds-brand)' : theme.colors.danger)};
  }
`;
