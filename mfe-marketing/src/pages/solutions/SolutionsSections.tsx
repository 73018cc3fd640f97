import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../components/page-section/PageSection';
import { solutionsContent as content } from './solutions.content';

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function SolutionsSections() {
  return (
    <>
      <PageSection intro={content.roles.intro}>
        <FeatureGrid items={content.roles.items} columns={4} />
      </PageSection>
      <PageSection intro={content.needs.intro} tone="muted">
        <FeatureGrid items={content.needs.items} />
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}
