import type { SurfaceTone } from '@meranti/design-system';
import { ComparisonTable } from '../comparison-table/ComparisonTable';
import type { ContentBlock } from '../content.schema';
import { FeatureGrid } from '../feature-grid/FeatureGrid';
import { PageSection } from '../page-section/PageSection';
import { PhaseTimeline } from '../phase-timeline/PhaseTimeline';
import { SplitContentBlock } from '../split-section/SplitContentBlock';
import { StatStrip } from '../stat-strip/StatStrip';
import { CompactLinks } from './CompactLinks';
import { EventCalendar } from './EventCalendar';
import { ProblemCards } from './ProblemCards';
import { ResultFigures } from './ResultFigures';
import { SplitSection } from './SplitSection';
import { TestimonialQuote } from './TestimonialQuote';

function BlockBody({ block }: { readonly block: ContentBlock }) {
  switch (block.kind) {
    case 'features':
      if (block.variant === 'problems') return <ProblemCards items={block.items} maxColumns={2} />;
      if (block.variant === 'compact') return <CompactLinks items={block.items} />;
      return <FeatureGrid items={block.items} columns={block.columns} />;
    case 'split':
      return <SplitContentBlock content={block.content} />;
    case 'comparison':
      return <ComparisonTable comparison={block.comparison} />;
    case 'stats':
      if (block.variant === 'results') return <ResultFigures figures={block.stats} chart={block.chart} />;
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
 * A landing page's sections in the order of its copy, each a section (h2 naming a region) around
 * the component its kind and variant call for: problems beside their header, standard cards, rows,
 * prose and checklist, a comparison, results drawn, a phased plan, a testimonial, a calendar.
 */
export function ContentBlocks({ blocks }: { readonly blocks: readonly ContentBlock[] }) {
  return blocks.map((block, i) =>
    block.kind === 'features' && block.variant === 'problems' ? (
      <SplitSection key={block.id ?? block.intro.heading} intro={block.intro} id={block.id} tone={toneOf(block, i)}>
        <BlockBody block={block} />
      </SplitSection>
    ) : (
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
    ),
  );
}
