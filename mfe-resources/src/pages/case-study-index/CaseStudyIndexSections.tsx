import { Badge, Button, ButtonLink, Container, Eyebrow, Heading, Icon, Section, Text, Visual } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { useId } from 'react';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { FigureCard } from '../../components/figures/FigureCard';
import { FigureStrip } from '../../components/figures/FigureStrip';
import { FigureValue } from '../../components/figures/FigureValue';
import { CardGrid } from '../../components/listing/CardGrid';
import { ChipBar } from '../../components/listing/ChipBar';
import { EmptyState } from '../../components/listing/EmptyState';
import { ALL_ID, filterItems, filterOptions } from '../../components/listing/filter';
import { ListingCard } from '../../components/listing/ListingCard';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { SectionHeader } from '../../components/section-header/SectionHeader';
import { COVER_SIZE, industryCover } from '../../visuals/covers';
import { caseStudyIndexContent as content } from './case-study-index.content';
import { splitFeatured } from './stories';
import { stories } from './stories.content';
import {
  StyledFeatured,
  StyledFeaturedAside,
  StyledFeaturedCopy,
  StyledFilterBar,
  StyledQuote,
  StyledResults,
} from './styled/StyledCaseStudyIndex';

const industryOptions = filterOptions(content.industries);

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function CaseStudyIndexSections() {
  const { selected, select } = useUrlFilter('industry', industryOptions, 'success_stories');
  const { featured, others } = splitFeatured(filterItems(stories, selected, (s) => s.industry));
  const listId = useId();
  const featuredHeadingId = useId();
  const moreHeadingId = useId();
  const industryHeadingId = useId();
  return (
    <>
      <FigureStrip label={content.stats.label} figures={content.stats.figures} />

      <Section aria-label={content.filterLabel}>
        <Container>
          <StyledFilterBar>
            <ChipBar label={content.filterLabel} options={industryOptions} selectedId={selected.id} onSelect={select} controls={listId} />
          </StyledFilterBar>
          <div id={listId}>
            {featured ? (
              <>
                <StyledFeatured aria-labelledby={featuredHeadingId}>
                  <StyledFeaturedCopy>
                    <Eyebrow>{content.featured.eyebrow}</Eyebrow>
                    <Badge>{featured.industry}</Badge>
                    <Heading as="h2" id={featuredHeadingId} $size="lg">
                      {featured.company}
                    </Heading>
                    <Text $tone="muted">{featured.overview}</Text>
                    <StyledQuote>
                      <p>{featured.testimonial}</p>
                      <footer>
                        {featured.clientName}, {featured.clientTitle}
                      </footer>
                    </StyledQuote>
                    <ButtonLink href={href('caseStudy', { id: featured.id })} aria-describedby={featuredHeadingId}>
                      {content.featured.readStory}
                      <Icon name="ArrowRight" size={18} />
                    </ButtonLink>
                  </StyledFeaturedCopy>
                  <StyledFeaturedAside>
                    <Visual
                      src={industryCover(featured.industry).src}
                      width={COVER_SIZE.width}
                      height={COVER_SIZE.height}
                      alt=""
                      decorative
                    />
                    <StyledResults aria-label={content.featured.resultsLabel}>
                      {featured.results.map((r) => (
                        <div key={r.label}>
                          <dt>{r.label}</dt>
                          <FigureValue value={r.value} />
                        </div>
                      ))}
                    </StyledResults>
                  </StyledFeaturedAside>
                </StyledFeatured>
                {others.length > 0 && (
                  <section aria-labelledby={moreHeadingId}>
                    <SectionHeader headingId={moreHeadingId} eyebrow={content.more.eyebrow} heading={content.more.heading} />
                    <CardGrid
                      items={others}
                      getKey={(s) => s.id}
                      renderItem={(s) => (
                        <ListingCard
                          title={s.company}
                          href={href('caseStudy', { id: s.id })}
                          badge={s.industry}
                          cover={industryCover(s.industry).src}
                          meta={[
                            { icon: 'Building2', text: `${content.labels.size}: ${s.size}` },
                            { icon: 'Clock', text: `${content.labels.duration}: ${s.duration}` },
                          ]}
                          excerpt={s.challenge}
                          tags={s.results.slice(0, 2).map((r) => `${r.value} ${r.label.toLowerCase()}`)}
                        />
                      )}
                    />
                  </section>
                )}
              </>
            ) : (
              <EmptyState title={content.empty.title} text={content.empty.text} headingLevel="h2">
                <Button $variant="outline" onClick={() => select(ALL_ID)}>
                  {content.empty.reset}
                </Button>
              </EmptyState>
            )}
          </div>
        </Container>
      </Section>

      <Section $tone="muted" aria-labelledby={industryHeadingId}>
        <Container>
          <SectionHeader
            headingId={industryHeadingId}
            eyebrow={content.byIndustry.eyebrow}
            heading={content.byIndustry.heading}
            intro={content.byIndustry.intro}
          />
          <CardGrid
            items={content.byIndustry.cards}
            getKey={(c) => c.industry}
            renderItem={(c) => <FigureCard title={c.industry} icon={c.icon} value={c.value} label={c.label} text={c.text} />}
          />
        </Container>
      </Section>

      <ClosingCta closing={content.closing} />
    </>
  );
}
