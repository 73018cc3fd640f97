import { Container } from '@meranti/design-system';
import { useId } from 'react';
import { SectionHeader } from '../../../components/section-header/SectionHeader';
import { StatStrip } from '../../../components/stat-strip/StatStrip';
import type { HomeContent } from '../home.schema';
import { StyledNumbers } from '../styled/StyledNumbers';

export function NumbersSection({ numbers }: { readonly numbers: HomeContent['numbers'] }) {
  const headingId = useId();
  return (
    <StyledNumbers aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={numbers.eyebrow} heading={numbers.heading} intro={numbers.intro} />
        <StatStrip stats={numbers.stats} variant="divided" />
      </Container>
    </StyledNumbers>
  );
}
