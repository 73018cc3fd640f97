import { PageSection } from '../../../components/page-section/PageSection';
import { PhaseTimeline } from '../../../components/phase-timeline/PhaseTimeline';
import type { HomeContent } from '../home.schema';

export function ProcessSection({ process }: { readonly process: HomeContent['process'] }) {
  return (
    <PageSection intro={process}>
      <PhaseTimeline phases={process.steps} stepLabel={process.stepLabel} outcomeLabel={process.outcomeLabel} />
    </PageSection>
  );
}
