import type { GuideFrontmatter } from '../../content/guide-frontmatter.schema';
import { guideContent as content } from './guide.content';
import { StyledFacts } from './styled/StyledGuide';

const { labels } = content;

/** Read time, pages, audience and level: on the gate and beside the opened guide. */
export function Facts({ guide }: { readonly guide: GuideFrontmatter }) {
  return (
    <StyledFacts>
      <dt>{labels.readTime}</dt>
      <dd>{guide.readTime}</dd>
      <dt>{labels.pages}</dt>
      <dd>{guide.pages}</dd>
      <dt>{labels.audience}</dt>
      <dd>{guide.audience}</dd>
      <dt>{labels.level}</dt>
      <dd>{guide.level}</dd>
    </StyledFacts>
  );
}
