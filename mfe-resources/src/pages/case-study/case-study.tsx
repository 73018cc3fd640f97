import { Badge, HeroLead, HeroTitle, Icon, Text, TextLink } from '@meranti/design-system';
import {
  type DeferredComponent,
  deferred,
  href,
  PageMeta,
  type PagePrefetch,
  type PageProps,
  shareImages,
  useShell,
} from '@meranti/platform';
import { useEffect, useId } from 'react';
import { HeroCover, HeroLayout, preloadHeroCover } from '../../components/resources-hero/HeroLayout';
import { nextStory, storyById } from '../case-study-index/stories';
import { loadStoryDetails, storyHeads } from '../case-study-index/story-heads';
import { caseStudyContent as content } from './case-study.content';
import { StyledFacts } from './styled/StyledCaseStudy';

const { labels } = content;

/**
 * A story below its hero, with its own details: one deferred section per story, so the page's
 * first load carries only the stories' heads, and the details come with the section's code as it
 * nears the viewport (ADR 21).
 */
const bodies = new Map<string, DeferredComponent<{ readonly headingId: string }>>();
function storyBody(id: string): DeferredComponent<{ readonly headingId: string }> {
  let body = bodies.get(id);
  if (!body) {
    body = deferred(async () => {
      const [{ StoryBody }, details] = await Promise.all([import('./CaseStudySections'), loadStoryDetails(id)]);
      const head = storyById(storyHeads, id);
      if (!head || !details) throw new Error(`success story ${id}: no record to show`);
      const story = { ...head, ...details };
      const next = nextStory(storyHeads, head);
      return ({ headingId }: { readonly headingId: string }) => <StoryBody story={story} next={next} headingId={headingId} />;
    });
    bodies.set(id, body);
  }
  return body;
}

/** A navigation renders the story whole: its body and details load with it. */
export const prefetch: PagePrefetch = ({ id }) => {
  const head = storyById(storyHeads, id);
  return head ? Promise.all([storyBody(head.id).preload(), preloadHeroCover()]).then(() => undefined) : Promise.resolve();
};

/**
 * Alternative case-study detail (/case-studies/{id}). An unknown id never reaches this
 * page from the server (301 to /case-studies); after a client-side navigation it replaces the URL.
 */
export default function CaseStudyPage({ params }: PageProps) {
  const story = storyById(storyHeads, params.id);
  const { navigate } = useShell();
  const headingId = useId();

  useEffect(() => {
    if (!story) navigate(href('caseStudyIndex'), { replace: true });
  }, [story, navigate]);

  if (!story) return null;
  const [headline] = story.results;
  const Body = storyBody(story.id);

  return (
    <>
      <PageMeta
        title={`${story.company} Success Story`}
        description={`How a ${story.company.toLowerCase()} achieved ${headline?.value} ${headline?.label.toLowerCase()} in ${story.duration}. ${content.descriptionSuffix}`}
        path={href('caseStudy', { id: story.id })}
        image={shareImages.resources}
        breadcrumbName={story.company}
      />
      <HeroLayout labelledBy={headingId} density="compact" aside={<HeroCover industry={story.industry} />}>
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
      </HeroLayout>

      <Body headingId={headingId} />
    </>
  );
}
