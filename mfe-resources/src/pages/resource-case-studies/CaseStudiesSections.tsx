import { Button, Container, Icon, Section } from '@meranti/design-system';
import { useId } from 'react';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { LazyDownloadDialog, useDownloadDialog } from '../../components/download-dialog/LazyDownloadDialog';
import { FigureCard } from '../../components/figures/FigureCard';
import { FigureStrip } from '../../components/figures/FigureStrip';
import { CardGrid } from '../../components/listing/CardGrid';
import { ChipBar } from '../../components/listing/ChipBar';
import { filterItems, filterOptions } from '../../components/listing/filter';
import { ListingCard } from '../../components/listing/ListingCard';
import { useUrlFilter } from '../../components/listing/useUrlFilter';
import { SectionHeader } from '../../components/section-header/SectionHeader';
import { industryCover } from '../../visuals/covers';
import { caseStudiesContent as content } from './case-studies.content';
import type { ResourceCaseStudy } from './case-studies.schema';
import { StyledLibraryBar, StyledStudyFacts, StyledStudyMetrics } from './styled/StyledCaseStudies';

const industryOptions = filterOptions(content.industries);
const { library } = content;

/**
 * The library below the hero (aggregate figures, the filtered studies with their download
 * dialog, insights, closing call to action): its own chunk, hydrated as it nears the viewport
 * (ADR 21). The filter lives in the address, so the hero's chips and this list share it.
 */
export function CaseStudiesSections({ canonicalPath, listId }: { readonly canonicalPath: string; readonly listId: string }) {
  const { selected, select } = useUrlFilter('industry', industryOptions, 'case_studies');
  const download = useDownloadDialog();
  const shown = filterItems(content.studies, selected, (s) => s.industry);
  const libraryHeadingId = useId();
  const insightsHeadingId = useId();

  const renderStudy = (study: ResourceCaseStudy) => (
    <ListingCard
      id={study.id}
      title={study.title}
      badge={study.industry}
      cover={industryCover(study.industry).src}
      meta={[
        { icon: 'Building2', text: study.company },
        { icon: 'Clock', text: study.timeline },
      ]}
      excerpt={study.excerpt}
      footer={
        <Button
          $variant="outline"
          aria-haspopup="dialog"
          onClick={() => download.open({ title: study.title, path: `${canonicalPath}#${study.id}` })}
        >
          <Icon name="Download" size={18} />
          {library.labels.download}
        </Button>
      }
    >
      <StyledStudyFacts>
        <div>
          <dt>{library.labels.challenge}</dt>
          <dd>{study.challenge}</dd>
        </div>
        <div>
          <dt>{library.labels.solution}</dt>
          <dd>{study.solution}</dd>
        </div>
      </StyledStudyFacts>
      <StyledStudyMetrics aria-label={library.labels.results}>
        {study.metrics.map((m) => (
          <div key={m.label} title={m.description}>
            <dt>{m.label}</dt>
            <dd>{m.value}</dd>
          </div>
        ))}
      </StyledStudyMetrics>
    </ListingCard>
  );

  return (
    <>
      <FigureStrip label={content.aggregate.label} figures={content.aggregate.figures} />

      <Section id={library.anchor} aria-labelledby={libraryHeadingId}>
        <Container>
          <SectionHeader headingId={libraryHeadingId} eyebrow={library.eyebrow} heading={library.heading} intro={library.intro} />
          <StyledLibraryBar>
            <ChipBar label={library.filterLabel} options={industryOptions} selectedId={selected.id} onSelect={select} controls={listId} />
          </StyledLibraryBar>
          <CardGrid id={listId} items={shown} getKey={(s) => s.id} renderItem={renderStudy} reveal={false} />
        </Container>
      </Section>

      <Section $tone="muted" aria-labelledby={insightsHeadingId}>
        <Container>
          <SectionHeader
            headingId={insightsHeadingId}
            eyebrow={content.insights.eyebrow}
            heading={content.insights.heading}
            intro={content.insights.intro}
          />
          <CardGrid
            items={content.insights.cards}
            getKey={(c) => c.industry}
            renderItem={(c) => <FigureCard title={c.industry} icon={c.icon} value={c.value} label={c.label} text={c.text} />}
          />
        </Container>
      </Section>

      <ClosingCta closing={content.closing} />
      <LazyDownloadDialog ref={download.ref} referrer="resources-case-study" />
    </>
  );
}
