import { Container, Section } from '@meranti/design-system';
import type { Figure } from '../content-schema';
import { FigureValue } from './FigureValue';
import { StyledFigureStrip } from './styled/StyledFigures';

/**
 * A band of headline figures (value over label) under a hero; a `dl`, named by `label`. A
 * percentage is drawn on its scale under its value, inside its `dd` (a `dl`'s groups hold only
 * `dt` and `dd`), a range as its segment.
 */
export function FigureStrip({ label, figures }: { readonly label: string; readonly figures: readonly Figure[] }) {
  return (
    <Section $space="sm" $tone="muted" aria-label={label}>
      <Container>
        <StyledFigureStrip>
          {figures.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <FigureValue value={f.value} />
            </div>
          ))}
        </StyledFigureStrip>
      </Container>
    </Section>
  );
}
