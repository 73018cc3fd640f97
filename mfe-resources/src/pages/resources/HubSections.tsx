import type { MarkdownMeta } from '@meranti/contract/markdown';
import { ButtonLink, Card, Container, Eyebrow, Heading, Icon, IconBadge, Section, Text, TextLink } from '@meranti/design-system';
import { CtaActions, CtaCopy, CtaPanel } from '@meranti/design-system/cta-panel';
import { company, href } from '@meranti/platform';
import { useId } from 'react';
import { CardGrid } from '../../components/listing/CardGrid';
import { ListingCard } from '../../components/listing/ListingCard';
import { SectionHeader } from '../../components/section-header/SectionHeader';
import type { BlogPostFrontmatter } from '../../content/frontmatter.schema';
import { calculatorsCover, industryCover, topicCover } from '../../visuals/covers';
import { calculatorsContent } from '../calculators/calculators.content';
import { guidesContent } from '../guides/guides.content';
import { caseStudiesContent } from '../resource-case-studies/case-studies.content';
import { hubContent as content } from './hub.content';
import { StyledContactList, StyledFeaturedList, StyledKindGrid } from './styled/StyledHub';

const FEATURED_PER_KIND = 3;

const blogMetas = import.meta.glob<MarkdownMeta<BlogPostFrontmatter>>('../../content/blog-posts/*.md', {
  eager: true,
  query: '?meta',
  import: 'default',
});

interface FeaturedItem {
  readonly title: string;
  readonly to: string;
  readonly note: string;
}

const { covers } = content.featured;

const featured: readonly { readonly heading: string; readonly cover: string; readonly items: readonly FeaturedItem[] }[] = [
  {
    heading: content.featured.calculatorsHeading,
    cover: calculatorsCover,
    items: calculatorsContent.catalogue.cards
      .filter((c) => c.available)
      .map((c) => ({
        title: c.title,
        to: `${href('calculators')}?tab=${c.tab}#${calculatorsContent.calculators.anchor}`,
        note: c.metrics.join(' · '),
      })),
  },
  {
    heading: content.featured.guidesHeading,
    cover: topicCover(covers.guides).src,
    items: guidesContent.guides
      .filter((g) => g.featured)
      .slice(0, FEATURED_PER_KIND)
      .map((g) => ({ title: g.title, to: href('guide', { slug: g.slug }), note: `${g.category} · ${g.readTime}` })),
  },
  {
    heading: content.featured.blogsHeading,
    cover: topicCover(covers.blogs).src,
    items: Object.values(blogMetas)
      .map((m) => m.frontmatter)
      .filter((p) => p.featured)
      .slice(0, FEATURED_PER_KIND)
      .map((p) => ({
        title: p.title,
        to: href('blogPost', { slug: p.slug }),
        note: `${p.category} · ${content.featured.readTime.replace('{minutes}', String(p.readTime))}`,
      })),
  },
  {
    heading: content.featured.caseStudiesHeading,
    cover: industryCover(covers.caseStudies).src,
    items: caseStudiesContent.studies.slice(0, FEATURED_PER_KIND).map((s) => ({
      title: s.title,
      to: `${href('resourceCaseStudies')}#${s.id}`,
      note: s.industry,
    })),
  },
].filter((group) => group.items.length > 0);

/** The page below its hero: its own chunk, hydrated as it nears the viewport (ADR 21). */
export function HubSections() {
  const kindsHeadingId = useId();
  const featuredHeadingId = useId();
  const salesHeadingId = useId();
  const { kinds, sales } = content;
  return (
    <>
      <Section id="resource-types" aria-labelledby={kindsHeadingId}>
        <Container>
          <SectionHeader headingId={kindsHeadingId} eyebrow={kinds.eyebrow} heading={kinds.heading} intro={kinds.intro} />
          <StyledKindGrid>
            {kinds.items.map((kind) => (
              <li key={kind.id}>
                <Card as="article" $bordered $interactive>
                  <IconBadge name={kind.icon} />
                  <Heading as="h3" $size="sm">
                    {kind.title}
                  </Heading>
                  <Text $tone="muted" $size="sm">
                    {kind.description}
                  </Text>
                  <TextLink href={href(kind.link.route)} arrow>
                    {kind.link.label}
                  </TextLink>
                  {kind.alternative && (
                    <TextLink href={href(kind.alternative.route)} $subtle>
                      {kind.alternative.label}
                    </TextLink>
                  )}
                </Card>
              </li>
            ))}
          </StyledKindGrid>
        </Container>
      </Section>

      <Section $tone="muted" aria-labelledby={featuredHeadingId}>
        <Container>
          <SectionHeader
            headingId={featuredHeadingId}
            eyebrow={content.featured.eyebrow}
            heading={content.featured.heading}
            intro={content.featured.intro}
          />
          <CardGrid
            items={featured}
            getKey={(group) => group.heading}
            renderItem={(group) => (
              <ListingCard title={group.heading} cover={group.cover}>
                <StyledFeaturedList>
                  {group.items.map((item) => (
                    <li key={item.to}>
                      <TextLink href={item.to}>{item.title}</TextLink>
                      <small>{item.note}</small>
                    </li>
                  ))}
                </StyledFeaturedList>
              </ListingCard>
            )}
          />
        </Container>
      </Section>

      <Section $space="md" aria-labelledby={salesHeadingId}>
        <Container>
          <CtaPanel>
            <CtaCopy>
              <Eyebrow $tone="inverse">{sales.eyebrow}</Eyebrow>
              <Heading as="h2" id={salesHeadingId} $size="lg">
                {sales.heading}
              </Heading>
              <Text $size="lg">{sales.intro}</Text>
              <StyledContactList>
                <div>
                  <dt>{sales.emailLabel}</dt>
                  <dd>
                    <TextLink href={`mailto:${company.email.sales}`} $subtle>
                      {company.email.sales}
                    </TextLink>
                  </dd>
                </div>
                <div>
                  <dt>{sales.phoneLabel}</dt>
                  <dd>
                    <TextLink href={`tel:${company.phone.e164}`} $subtle>
                      {company.phone.display}
                    </TextLink>
                  </dd>
                </div>
                <div>
                  <dt>{sales.hoursLabel}</dt>
                  <dd>
                    {company.hours.days}, {company.hours.opens}–{company.hours.closes}
                  </dd>
                </div>
              </StyledContactList>
            </CtaCopy>
            <CtaActions>
              <ButtonLink href={href(sales.contact.route)} $variant="accent" $size="lg" $block>
                <Icon name="Mail" size={18} />
                {sales.contact.label}
              </ButtonLink>
            </CtaActions>
          </CtaPanel>
        </Container>
      </Section>
    </>
  );
}
