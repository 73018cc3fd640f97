import { Container, Stat } from '@meranti/design-system';
import { useId } from 'react';
import type { HomeContent } from '../home.schema';
import { StyledNumbers, StyledStatItem, StyledStatList } from '../styled/StyledNumbers';
import { useReveal } from '../useReveal';
import { SectionHeader } from './SectionHeader';

export function NumbersSection({ numbers }: { readonly numbers: HomeContent['numbers'] }) {
  const headingId = useId();
  const { ref, state } = useReveal<HTMLUListElement>();
  return (
    <StyledNumbers aria-labelledby={headingId}>
      <Container>
        <SectionHeader headingId={headingId} eyebrow={numbers.eyebrow} heading={numbers.heading} intro={numbers.intro} />
        <StyledStatList ref={ref}>
          {numbers.stats.map((stat, i) => (
            <StyledStatItem key={stat.label} $reveal={state} $index={i}>
              <Stat value={stat.value} label={stat.label} description={stat.description} $tone="brand" />
            </StyledStatItem>
          ))}
        </StyledStatList>
      </Container>
    </StyledNumbers>
  );
}
