import { ComparisonTable } from '../../components/comparison-table/ComparisonTable';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { SplitContentBlock } from '../../components/split-section/SplitContentBlock';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { mcpmsContent as content } from './mcpms.content';
import { DashboardShowcase } from './sections/DashboardShowcase';
import { VideoTiles } from './sections/VideoTiles';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function McpmsSections() {
  return (
    <>
      <PageSection intro={content.dashboard.intro} tone="muted">
        <DashboardShowcase copy={content.dashboard} />
      </PageSection>
      <PageSection intro={content.problem.intro} align="start">
        <SplitContentBlock content={content.problem.content} />
      </PageSection>
      <PageSection intro={content.comparison.intro} tone="muted" width="narrow">
        <ComparisonTable comparison={content.comparison.table} />
      </PageSection>
      <PageSection intro={content.modules.intro}>
        <FeatureGrid items={content.modules.items} />
      </PageSection>
      <PageSection intro={content.videos.intro} tone="muted">
        <VideoTiles copy={content.videos} />
      </PageSection>
      <PageSection intro={content.metrics.intro} tone="dark">
        <StatStrip stats={content.metrics.stats} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
