import { Container, Section } from '@meranti/design-system';
import type { Figure } from '../content-schema';
import { StyledFigureStrip } from './styled/StyledFigures';

/** A band of headline figures (value over label) under a hero; a `dl`, named by `label`. */
export function FigureStrip({ label, figures }: { readonly label: string; readonly figures: readonly Figure[] }) {
  return (
    <Section $space="sm" $tone="muted" aria-label={label}>
      <Container>
        <StyledFigureStrip>
          {figures.map((f) => (
            <div key={f.label}>
              <dt>{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </StyledFigureStrip>
      </Container>
    </Section>
  );
}
