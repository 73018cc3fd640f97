import { Icon, type IconName } from '@meranti/design-system';
import type { Comparison } from '../content.schema';
import {
  StyledCellLabel,
  StyledCellValue,
  StyledComparison,
  StyledComparisonTable,
  StyledTableCaption,
} from './styled/StyledComparisonTable';

export interface ComparisonTableProps {
  readonly comparison: Comparison;
}

type Tone = NonNullable<Comparison['columns'][number]['tone']>;
const toneIcon: Record<Tone, IconName | null> = { negative: 'X', neutral: null, positive: 'Check' };

/**
 * Options side by side (fragmented vs unified, in-house vs 3PL vs 4PL …). A real table from md;
 * on phones each row becomes a card listing every option's value under its name (browsers keep
 * the table semantics when the phone layout changes the elements' display).
 */
export function ComparisonTable({ comparison }: ComparisonTableProps) {
  const { caption, aspectLabel, columns, rows } = comparison;
  return (
    <StyledComparison>
      <StyledComparisonTable>
        <StyledTableCaption>{caption}</StyledTableCaption>
        <thead>
          <tr>
            <th scope="col">{aspectLabel}</th>
            {columns.map((column) => (
              <th key={column.title} scope="col" data-tone={column.tone ?? 'neutral'}>
                {column.title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.aspect}>
              <th scope="row">{row.aspect}</th>
              {row.values.map((value, i) => {
                const column = columns[i];
                const tone = column?.tone ?? 'neutral';
                const icon = toneIcon[tone];
                return (
                  <td key={column?.title ?? i} data-tone={tone}>
                    <StyledCellLabel aria-hidden="true">{column?.title}</StyledCellLabel>
                    <StyledCellValue>
                      {icon && <Icon name={icon} size={16} strokeWidth={3} />}
                      <span>{value}</span>
                    </StyledCellValue>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </StyledComparisonTable>
    </StyledComparison>
  );
}
