import { styled } from 'styled-components';

/**
 * A page's picture: an SVG illustration, a product view or a cover, from the area's own build.
 * It keeps its aspect ratio at every width and never overflows its column.
 */
export const StyledVisual = styled.img`
  display: block;
  width: 100%;
  max-width: 100%;
  height: auto;
`;
