import { createContext, type HTMLAttributes, type ReactNode, useContext, useId } from 'react';
import { useReveal } from '../reveal/useReveal.ts';
import { StyledChartCaption, StyledChartFigure, StyledChartTable, StyledHiddenTable } from './styled/StyledCharts.ts';

/** A chart's numbers as a table: the text alternative of its drawing. */
export interface ChartTable {
  /** Column headers; an empty first header leaves the corner cell empty (a `<td>`). */
  readonly columns: readonly string[];
  /** One row per item; the first cell is the row's header. */
  readonly rows: readonly (readonly string[])[];
}

export interface ChartFigureProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** What the chart shows, in one line: the figure's caption and the drawing's accessible name. */
  readonly caption: ReactNode;
  readonly children: ReactNode;
  /** The same numbers as text. */
  readonly table?: ChartTable;
  /** Keep the table for assistive technology only (the text beside the chart already says them). */
  readonly tableHidden?: boolean;
}

/** The id of the caption that names the drawing inside a `ChartFigure`. */
const CaptionContext = createContext<string | undefined>(undefined);

/** `aria-labelledby` for a chart's `<svg role="img">`: its figure's caption. */
export const useChartCaptionId = (): string | undefined => useContext(CaptionContext);

/**
 * A chart as a `<figure>`: the caption first (it names the drawing), the drawing, and its numbers
 * as a table. It draws in once when scrolled into view (`data-reveal`, never with reduced motion,
 * never hiding anything before JavaScript or when already on screen).
 */
export function ChartFigure({ caption, children, table, tableHidden = false, ...rest }: ChartFigureProps) {
  const captionId = useId();
  const ref = useReveal<HTMLElement>();
  return (
    <StyledChartFigure ref={ref} {...rest}>
      <StyledChartCaption id={captionId}>{caption}</StyledChartCaption>
      <CaptionContext.Provider value={captionId}>{children}</CaptionContext.Provider>
      {table && <ChartDataTable table={table} hidden={tableHidden} />}
    </StyledChartFigure>
  );
}

function ChartDataTable({ table, hidden }: { readonly table: ChartTable; readonly hidden: boolean }) {
  const [corner, ...headers] = table.columns;
  const rendered = (
    <StyledChartTable>
      <thead>
        <tr>
          {corner ? <th scope="col">{corner}</th> : <td />}
          {headers.map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map(([head, ...cells]) => (
          <tr key={head}>
            <th scope="row">{head}</th>
            {cells.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are positional
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </StyledChartTable>
  );
  return hidden ? <StyledHiddenTable>{rendered}</StyledHiddenTable> : rendered;
}

/** A legend entry: the swatch's look and its label (HTML above the drawing, hidden from AT). */
export interface LegendItem {
  readonly label: string;
  readonly swatch: 'before' | 'after' | 'teal' | 'slate' | 'amber' | 'line-teal' | 'line-slate' | 'line-amber';
}
