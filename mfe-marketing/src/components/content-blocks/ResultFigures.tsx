import { BeforeAfterBars, ScaleBar } from '@meranti/design-system/charts';
import { evenColumns } from './even-columns';
import { type FigureText, figureChanges, figureGraphic, isProblemFigure } from './figures';
import {
  StyledChartNote,
  StyledChartPanel,
  StyledFigureLabel,
  StyledFigureTile,
  StyledFigureTiles,
  StyledFigureValue,
  StyledResults,
} from './styled/StyledResultFigures';

/** The words around the before/after chart, from the page's content module. */
export interface ResultChartCopy {
  readonly caption: string;
  readonly beforeLabel: string;
  readonly afterLabel: string;
  /** Under the chart: how percentage changes are drawn (against a before of 100). */
  readonly note: string;
}

export interface ResultFiguresProps {
  readonly figures: readonly FigureText[];
  /** Needed when some figure is a change (the schema requires it then). */
  readonly chart?: ResultChartCopy | undefined;
  /** The figures' list name (e.g. "Key results"), when the section's heading does not say it. */
  readonly 'aria-label'?: string;
}

/**
 * Headline results, drawn (art direction, "Numbers as graphics"): each figure as its numeral and
 * label — a share of a whole with a bar showing its scale — and, beside them from lg, every change
 * among them as before/after bars (`figureChanges`: computed from the same words). Without any
 * change to draw, the figures fill the width. Built for a dark band; adapts to any surface.
 */
export function ResultFigures({ figures, chart, 'aria-label': ariaLabel }: ResultFiguresProps) {
  const changes = figureChanges(figures);
  const withChart = changes.length > 0 && chart !== undefined;
  return (
    <StyledResults data-chart={withChart || undefined}>
      <StyledFigureTiles
        aria-label={ariaLabel}
        data-md={evenColumns(figures.length, 2)}
        data-lg={withChart ? 2 : evenColumns(figures.length, 4)}
      >
        {figures.map((f) => {
          const g = figureGraphic(f.value, f.label);
          return (
            <StyledFigureTile key={f.label} data-problem={isProblemFigure(f.label) || undefined}>
              {g.kind === 'share' ? (
                <ScaleBar value={g.to} max={100} valueText={f.value} label={f.label} />
              ) : (
                <>
                  <StyledFigureValue>{f.value}</StyledFigureValue>
                  <StyledFigureLabel>{f.label}</StyledFigureLabel>
                </>
              )}
            </StyledFigureTile>
          );
        })}
      </StyledFigureTiles>
      {withChart && chart && (
        <StyledChartPanel>
          <BeforeAfterBars caption={chart.caption} beforeLabel={chart.beforeLabel} afterLabel={chart.afterLabel} metrics={changes} />
          <StyledChartNote>{chart.note}</StyledChartNote>
        </StyledChartPanel>
      )}
    </StyledResults>
  );
}
