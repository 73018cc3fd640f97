import { Badge, Cluster, keepCompounds, TextLink, useReveal, Visual, VisuallyHidden } from '@meranti/design-system';
import { Chip } from '@meranti/design-system/chip';
import { useCaseCardFacts } from '@meranti/platform/use-case-cards';
import { useCaseSummaries } from '@meranti/platform/use-case-summaries';
import { useId } from 'react';
import { coverOf } from '../../components/case-study/covers';
import { CtaBand } from '../../components/cta-band/CtaBand';
import { PageSection } from '../../components/page-section/PageSection';
import {
  StyledCardBody,
  StyledCardCover,
  StyledCardFacts,
  StyledCardFooter,
  StyledCardMetrics,
  StyledCardTags,
  StyledCardTitle,
  StyledCount,
  StyledFilterBar,
  StyledUseCaseCard,
  StyledUseCaseGrid,
} from './styled/StyledUseCases';
import { filterUseCases, listingLayout, toUseCaseCard, type UseCaseCardView, useCaseFilters } from './use-case-filter';
import { useCasesContent as content } from './use-cases.content';
import { useCategoryFilter } from './useCategoryFilter';

/** Every case study as its card shows it: its summary and its card facts, in listing order. */
const listing = useCaseSummaries.flatMap((u) => {
  const facts = useCaseCardFacts[u.slug];
  return facts ? [{ ...u, ...facts }] : [];
});

/**
 * The listing below the hero (filter buttons, cards) and the closing call to action: its own
 * chunk, with the case-study summaries, hydrated as it nears the viewport (ADR 21).
 */
export function UseCasesSections() {
  const listId = useId();
  const gridRef = useReveal<HTMLUListElement>();
  const [selected, select] = useCategoryFilter();
  const shown = filterUseCases(listing, selected).map(toUseCaseCard);
  const { list } = content;
  const count = (shown.length === 1 ? list.countOne : list.countMany).replace('{count}', String(shown.length));
  const layout = listingLayout(shown.length);

  return (
    <>
      <PageSection intro={list.intro} align="center">
        <StyledFilterBar>
          <Cluster role="group" aria-label={list.filterLabel} $gap={2} $justify="center">
            {useCaseFilters.map((filter, i) => (
              <Chip key={filter} pressed={filter === selected} aria-controls={listId} onClick={() => select(filter)}>
                {list.filters[i]}
              </Chip>
            ))}
          </Cluster>
          <StyledCount role="status">{count}</StyledCount>
        </StyledFilterBar>
        <StyledUseCaseGrid ref={gridRef} id={listId} data-columns={layout.columns} data-featured={layout.featured || undefined}>
          {shown.map((card, i) => (
            <UseCaseCard key={card.slug} card={card} featured={layout.featured && i === 0} />
          ))}
        </StyledUseCaseGrid>
        {shown.length === 0 && <StyledCount>{list.empty}</StyledCount>}
      </PageSection>
      <CtaBand cta={content.cta} />
    </>
  );
}

/** A cover card: the industry's cover, then the case study's facts (the first card of an odd count leads). */
function UseCaseCard({ card, featured }: { readonly card: UseCaseCardView; readonly featured: boolean }) {
  const { labels, detailLink, detailContext } = content.list;
  const { key: _key, ...cover } = coverOf(card.industry);
  return (
    <StyledUseCaseCard as="li" $interactive={Boolean(card.detailHref)} $padding="none" data-tier={featured ? 'featured' : 'standard'}>
      <StyledCardCover>
        <Visual {...cover} alt="" decorative />
      </StyledCardCover>
      <StyledCardBody>
        <StyledCardTags as="ul" $gap={2} aria-label={labels.tags}>
          <li>
            <Badge $tone="dark">{card.industry}</Badge>
          </li>
          {card.tags.map((tag) => (
            <li key={tag}>
              <Badge $tone="neutral">{tag}</Badge>
            </li>
          ))}
        </StyledCardTags>
        <StyledCardTitle>{keepCompounds(card.title)}</StyledCardTitle>
        <StyledCardFacts>
          <div>
            <dt>{labels.challenge}</dt>
            <dd>{card.challenge}</dd>
          </div>
          <div>
            <dt>{labels.result}</dt>
            <dd>{card.result}</dd>
          </div>
        </StyledCardFacts>
        <StyledCardMetrics aria-label={labels.metrics}>
          {card.metrics.map((m) => (
            <div key={m.label}>
              <dt>{m.label}</dt>
              <dd>{m.value}</dd>
            </div>
          ))}
        </StyledCardMetrics>
        {card.detailHref && (
          <StyledCardFooter>
            <TextLink href={card.detailHref} arrow>
              {detailLink}
              <VisuallyHidden>
                {' '}
                {detailContext} {card.title}
              </VisuallyHidden>
            </TextLink>
          </StyledCardFooter>
        )}
      </StyledCardBody>
    </StyledUseCaseCard>
  );
}
