import { ButtonLink, Card, Heading, Text } from '@meranti/design-system';
import { href } from '@meranti/platform';
import { FigureValue } from '../../components/figures/FigureValue';
import { blogPostClosingContent } from './blog-post.closing.content';
import { StyledQuickStats } from './styled/StyledQuickStats';

const c = blogPostClosingContent.sidebar;

/**
 * The post's sticky sidebar: Get Weekly Insights and the Quick Stats, a percentage drawn
 * on its scale. A deferred section (ADR 21): beside the body, never in a phone's first screen.
 */
export function BlogPostSidebar() {
  return (
    <>
      <Card $tone="brand">
        <Heading as="h2" $size="sm">
          {c.newsletter.heading}
        </Heading>
        <Text $size="sm">{c.newsletter.text}</Text>
        <ButtonLink href={href('contact')} $variant="accent" $block>
          {c.newsletter.cta}
        </ButtonLink>
      </Card>
      <Card $bordered>
        <Heading as="h2" $size="sm">
          {c.quickStats.heading}
        </Heading>
        <StyledQuickStats>
          {c.quickStats.stats.map((s) => (
            <div key={s.value}>
              <dt>{s.label}</dt>
              <FigureValue value={s.value} />
            </div>
          ))}
        </StyledQuickStats>
      </Card>
    </>
  );
}
