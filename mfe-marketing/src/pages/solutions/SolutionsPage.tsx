import { PageMeta, type PageProps } from '@meranti/platform';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { FeatureGrid } from '../../components/feature-grid/FeatureGrid';
import { OverviewOpening } from '../../components/overview/OverviewOpening';
import { PageSection } from '../../components/page-section/PageSection';
import { solutionsContent as content } from './solutions.content';

const CARDS = 'solutions-list';

/** Solutions overview (/solutions) [000 §2 "Solutions overview"]. */
export default function SolutionsPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <OverviewOpening hero={content.hero} pillIcon="Sparkles" cards={content.cards} cardsId={CARDS} />
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
