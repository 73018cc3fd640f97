import { ButtonLink, Checklist, Container, Heading, Icon, Section, Text, TextLink } from '@meranti/design-system';
import { BeforeAfterBars, Timeline } from '@meranti/design-system/charts';
import { href } from '@meranti/platform';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { FigureStrip } from '../../components/figures/FigureStrip';
import type { Story } from '../case-study-index/stories.schema';
import type { StoryHead } from '../case-study-index/story-heads';
import { caseStudyContent as content } from './case-study.content';
import { storyMetricBars, storyTimelineSteps } from './story-figures';
import { StyledBlock, StyledNav, StyledNext, StyledQuoteBlock, StyledStory } from './styled/StyledCaseStudyBody';

const { labels } = content;

export interface StoryBodyProps {
  readonly story: Story;
  /** "Read Next Success Story". */
  readonly next: StoryHead;
  /** The page's heading id: the body's headings are named after it. */
  readonly headingId: string;
}

/**
 * A success story below its hero: headline results, overview, challenge, solution, timeline, key
 * features, metrics, testimonial, long-term impact, what to read next and the closing call to
 * action. Its own chunk, rendered with the story's own details (ADR 21).
 */
export function StoryBody({ story, next, headingId }: StoryBodyProps) {
  const timeline = storyTimelineSteps(story.timeline);
  return (
    <>
      <FigureStrip label={labels.results} figures={story.results.map((r) => ({ value: r.value, label: r.label }))} />

      <Section>
        <Container $width="narrow">
          <StyledStory>
            <StyledBlock aria-labelledby={`${headingId}-overview`}>
              <Heading as="h2" id={`${headingId}-overview`}>
                {labels.overview}
              </Heading>
              <Text>{story.overview}</Text>
            </StyledBlock>
            <StyledBlock aria-labelledby={`${headingId}-challenge`}>
              <Heading as="h2" id={`${headingId}-challenge`}>
                {labels.challenge}
              </Heading>
              <Text $weight="semibold">{story.challenge}</Text>
              <Text>{story.detailedChallenge}</Text>
            </StyledBlock>
            <StyledBlock aria-labelledby={`${headingId}-solution`}>
              <Heading as="h2" id={`${headingId}-solution`}>
                {labels.solution}
              </Heading>
              <Text $weight="semibold">{story.solution}</Text>
              <Text>{story.implementationStory}</Text>
            </StyledBlock>
            <StyledBlock aria-labelledby={`${headingId}-timeline`}>
              <Heading as="h2" id={`${headingId}-timeline`}>
                {labels.timeline}
              </Heading>
              <Timeline ariaLabel={labels.timeline} steps={timeline.steps} {...(timeline.toScale ? { unit: 'weeks' as const } : {})} />
            </StyledBlock>
            <StyledBlock aria-labelledby={`${headingId}-features`}>
              <Heading as="h2" id={`${headingId}-features`}>
                {labels.keyFeatures}
              </Heading>
              <Checklist items={story.keyFeatures} $columns={2} />
            </StyledBlock>
            <StyledBlock aria-labelledby={`${headingId}-metrics`}>
              <Heading as="h2" id={`${headingId}-metrics`}>
                {labels.metrics}
              </Heading>
              <BeforeAfterBars
                caption={labels.metricsTable}
                beforeLabel={labels.metricColumns.before}
                afterLabel={labels.metricColumns.after}
                changeLabel={labels.metricColumns.improvement}
                metrics={storyMetricBars(story.metrics)}
              />
            </StyledBlock>
            <StyledBlock aria-labelledby={`${headingId}-testimonial`}>
              <Heading as="h2" id={`${headingId}-testimonial`}>
                {labels.testimonial}
              </Heading>
              <StyledQuoteBlock>
                <blockquote>
                  <p>{story.testimonial}</p>
                </blockquote>
                <figcaption>
                  {story.clientName}, {story.clientTitle}
                </figcaption>
              </StyledQuoteBlock>
            </StyledBlock>
            <StyledBlock aria-labelledby={`${headingId}-impact`}>
              <Heading as="h2" id={`${headingId}-impact`}>
                {labels.longTermImpact}
              </Heading>
              <Text>{story.longTermImpact}</Text>
            </StyledBlock>
            <StyledNav aria-label={content.readNext.label}>
              <TextLink href={href('caseStudyIndex')}>
                <Icon name="ArrowLeft" size={16} />
                {content.back}
              </TextLink>
              <StyledNext>
                <ButtonLink href={href('caseStudy', { id: next.id })} $variant="outline" aria-describedby={`${headingId}-next`}>
                  {content.readNext.label}
                  <Icon name="ArrowRight" size={18} />
                </ButtonLink>
                <Text $size="sm" $tone="muted" id={`${headingId}-next`}>
                  {next.company}
                </Text>
              </StyledNext>
            </StyledNav>
          </StyledStory>
        </Container>
      </Section>

      <ClosingCta closing={content.closing} />
    </>
  );
}
