import type { FigureScale } from './scale';
import { StyledFigureBar } from './styled/StyledFigures';

/**
 * A headline figure's scale, drawn under it: a track of 100% and the figure's share (or its
 * range's segment). Decorative: the figure beside it says the number.
 */
export function FigureBar({ scale }: { readonly scale: FigureScale }) {
  const pct = (v: number) => `${Math.round(v * 1000) / 10}%`;
  return (
    <StyledFigureBar aria-hidden="true" data-range={scale.from > 0 ? '' : undefined}>
      <span style={{ left: pct(scale.from), width: pct(scale.to - scale.from) }} />
    </StyledFigureBar>
  );
}
