import { styled } from 'styled-components';

export interface ContainerStyleProps {
  /** 'narrow' ≈ reading width, 'wide' (default) = site width. */
  readonly $width?: 'narrow' | 'wide';
}

export const StyledContainer = styled.div<ContainerStyleProps>`
  width: 100%;
  max-width: ${({ theme, $width }) => ($width === 'narrow' ? `calc(${theme.sizes.measure} + 2 * ${theme.sizes.gutter})` : theme.sizes.container)};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.sizes.gutter};
`;
