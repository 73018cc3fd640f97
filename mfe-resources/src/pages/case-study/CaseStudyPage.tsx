import {
  Badge,
  ButtonLink,
  Checklist,
  Container,
  Heading,
  HeroLead,
  HeroTitle,
  Icon,
  PageHero,
  Section,
  Text,
  TextLink,
} from '@meranti/design-system';
import { href, PageMeta, type PageProps, shareImages, useShell } from '@meranti/platform';
import { useEffect, useId } from 'react';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { FigureStrip } from '../../components/figures/FigureStrip';
import { nextStory, storyById } from '../case-study-index/stories';
import { stories } from '../case-study-index/stories.content';
import { caseStudyContent as content } from './case-study.content';
import {
  StyledBlock,
  StyledFacts,
  StyledNav,
  StyledNext,
  StyledQuoteBlock,
  StyledStory,
  StyledTableWrap,
  StyledTimeline,
} from './styled/StyledCaseStudy';

const { labels } = content;

/**
 * Alternative case-study detail (/case-studies/{id}) [001 §2]. An unknown id never reaches this
 * page from the server (301 to /case-studies); after a client-side navigation it replaces the URL.
 */
export default function CaseStudyPage({ params }: PageProps) {
  const story = storyById(stories, params.id);
  const { navigate } = useShell();
  const headingId = useId();

  useEffect(() => {
    if (!story) navigate(href('caseStudyIndex'), { replace: true });
  }, [story, navigate]);

  if (!story) return null;
  const next = nextStory(stories, story);
  const [headline] = story.results;

  return (
    <>
      <PageMeta
        title={`${story.company} Success Story`}
        description={`How a ${story.company.toLowerCase()} achieved ${headline?.value} ${headline?.label.toLowerCase()} in ${story.duration}. ${content.descriptionSuffix}`}
        path={href('caseStudy', { id: story.id })}
        image={shareImages.resources}
        breadcrumbName={story.company}
      />
      <PageHero aria-labelledby={headingId} $density="compact">
        <Container $width="narrow">
          <Text $size="sm">
            <TextLink href={href('caseStudyIndex')}>
              <Icon name="ArrowLeft" size={16} />
              {content.back}
            </TextLink>
          </Text>
          <Badge>{story.industry}</Badge>
          <HeroTitle id={headingId} $size="page">
            {story.company}
          </HeroTitle>
          <HeroLead>{story.solution}</HeroLead>
          <StyledFacts>
            <div>
              <dt>{labels.industry}</dt>
              <dd>{story.industry}</dd>
            </div>
            <div>
              <dt>{labels.size}</dt>
              <dd>{story.size}</dd>
            </div>
            <div>
              <dt>{labels.duration}</dt>
              <dd>{story.duration}</dd>
            </div>
          </StyledFacts>
        </Container>
      </PageHero>

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
              <StyledTimeline>
                {story.timeline.map((t) => (
                  <li key={t.phase}>
                    <Heading as="h3" $size="sm">
                      {t.phase} <span>{t.duration}</span>
                    </Heading>
                    <Text $tone="muted">{t.description}</Text>
                  </li>
                ))}
              </StyledTimeline>
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
              <StyledTableWrap role="region" aria-label={labels.metricsTable} tabIndex={0}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{labels.metricColumns.metric}</th>
                      <th scope="col">{labels.metricColumns.before}</th>
                      <th scope="col">{labels.metricColumns.after}</th>
                      <th scope="col">{labels.metricColumns.improvement}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {story.metrics.map((m) => (
                      <tr key={m.label}>
                        <th scope="row">{m.label}</th>
                        <td>{m.before}</td>
                        <td>{m.after}</td>
                        <td>{m.improvement}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </StyledTableWrap>
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
