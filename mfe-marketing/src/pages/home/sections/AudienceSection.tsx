import { TextLink } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { FeatureGrid } from '../../../components/feature-grid/FeatureGrid';
import { PageSection } from '../../../components/page-section/PageSection';
import type { HomeContent } from '../home.schema';

export function AudienceSection({ audiences }: { readonly audiences: HomeContent['audiences'] }) {
  const cards = audiences.cards.map(({ linkContext, ...card }) => ({ ...card, link: { ...card.link, context: linkContext } }));
  return (
    <PageSection
      intro={audiences}
      footer={
        <TextLink href={href(audiences.allLink.route)} arrow>
          {audiences.allLink.label}
        </TextLink>
      }
    >
      <FeatureGrid items={cards} stagger={0.1} iconSize="lg" />
    </PageSection>
  );
}
