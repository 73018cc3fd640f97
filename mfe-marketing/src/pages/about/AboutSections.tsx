import { InlineChecks } from '@meranti/design-system/inline-checks';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { SubHeading } from '../../components/section-header/SubHeading';
import { SplitContentBlock } from '../../components/split-section/SplitContentBlock';
import { StatStrip } from '../../components/stat-strip/StatStrip';
import { aboutContent as content } from './about.content';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function AboutSections() {
  const { capabilities } = content;
  return (
    <>
      <PageSection intro={content.mission.intro} align="start">
        <SplitContentBlock content={content.mission.content} />
      </PageSection>
      <PageSection intro={content.specialisation.intro} tone="muted">
        <FeatureGrid items={content.specialisation.items} columns={4} />
      </PageSection>
      <PageSection intro={capabilities.intro} tone="dark">
        <StatStrip stats={capabilities.stats} />
        <SubHeading>{capabilities.marketsLabel}</SubHeading>
        <InlineChecks items={capabilities.markets.map((text) => ({ text, icon: 'MapPin' as const }))} $align="center" />
      </PageSection>
      <PageSection intro={content.values.intro}>
        <FeatureGrid items={content.values.items} columns={4} iconTone="solid" />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
