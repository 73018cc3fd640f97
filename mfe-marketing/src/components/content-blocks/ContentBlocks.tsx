import type { SurfaceTone } from '@meranti/design-system';
import { ComparisonTable } from '../comparison-table/ComparisonTable';
import type { ContentBlock } from '../content.schema';
import { FeatureGrid } from '../feature-grid/FeatureGrid';
import { PageSection } from '../page-section/PageSection';
import { PhaseTimeline } from '../phase-timeline/PhaseTimeline';
import { SplitContentBlock } from '../split-section/SplitContentBlock';
import { StatStrip } from '../stat-strip/StatStrip';
import { EventCalendar } from './EventCalendar';
import { ProblemCards } from './ProblemCards';
import { TestimonialQuote } from './TestimonialQuote';

function BlockBody({ block }: { readonly block: ContentBlock }) {
  switch (block.kind) {
    case 'features':
      if (block.variant === 'problems') return <ProblemCards items={block.items} />;
      return <FeatureGrid items={block.items} columns={block.columns} variant={block.variant === 'compact' ? 'compact' : 'standard'} />;
    case 'split':
      return <SplitContentBlock content={block.content} />;
    case 'comparison':
      return <ComparisonTable comparison={block.comparison} />;
    case 'stats':
      return <StatStrip stats={block.stats} />;
    case 'phases':
      return <PhaseTimeline phases={block.phases} stepLabel={block.stepLabel} outcomeLabel={block.outcomeLabel} />;
    case 'quote':
      return <TestimonialQuote quote={block.quote} />;
    case 'calendar':
      return <EventCalendar periods={block.periods} />;
  }
}

/** The section's surface: as the copy says, else light and muted in turn. */
const toneOf = (block: ContentBlock, index: number): SurfaceTone | undefined => block.tone ?? (index % 2 === 1 ? 'muted' : undefined);

/**
 * A landing page's sections in the order of its copy, each a `PageSection` (h2 naming a region)
 * around the area component its kind calls for.
 */
export function ContentBlocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return blocks.map((block, i) => (
    <PageSection
      key={block.id ?? block.intro.heading}
      intro={block.intro}
      id={block.id}
      tone={toneOf(block, i)}
      align={block.kind === 'split' ? 'start' : undefined}
      width={block.kind === 'quote' ? 'narrow' : undefined}
    >
      <BlockBody block={block} />
    </PageSection>
  ));
}
