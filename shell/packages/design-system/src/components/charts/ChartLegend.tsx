import type { LegendItem } from './ChartFigure.tsx';
import { StyledLegend, StyledSwatch } from './styled/StyledCharts.ts';

/** The swatches above a drawing. Hidden from assistive technology: the table names every series. */
export function ChartLegend({ items }: { readonly items: readonly LegendItem[] }) {
  return (
    <StyledLegend aria-hidden="true">
      {items.map((item) => (
        <li key={item.label}>
          <StyledSwatch $swatch={item.swatch} />
          {item.label}
        </li>
      ))}
    </StyledLegend>
  );
}
