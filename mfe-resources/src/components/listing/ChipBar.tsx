import { Chip } from '@meranti/design-system/chip';
import type { FilterOption } from './filter';
import { StyledChipBar } from './styled/StyledChipBar';

export interface ChipBarProps {
  /** Accessible name of the group, e.g. "Filter guides by category". */
  readonly label: string;
  readonly options: readonly FilterOption[];
  readonly selectedId: string;
  readonly onSelect: (id: string) => void;
  /** Show only the first n options (the hero's chips). */
  readonly limit?: number;
  /** Id of the list the chips filter (`aria-controls`). */
  readonly controls?: string;
  readonly $align?: 'start' | 'center';
}

/** A row of filter chips (toggle buttons with `aria-pressed`); wraps on narrow screens. */
export function ChipBar({ label, options, selectedId, onSelect, limit, controls, $align = 'center' }: ChipBarProps) {
  const shown = limit === undefined ? options : options.slice(0, limit);
  return (
    <StyledChipBar role="group" aria-label={label} $align={$align}>
      {shown.map((option) => (
        <Chip key={option.id} pressed={option.id === selectedId} aria-controls={controls} onClick={() => onSelect(option.id)}>
          {option.label}
        </Chip>
      ))}
    </StyledChipBar>
  );
}
