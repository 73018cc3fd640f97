import { describe, expect, it } from 'vitest';
import { filterItems, filterOptions } from '../src/components/listing/filter';
import { guideFrontmatterSchema } from '../src/content/guide-frontmatter.schema';
import { guideBySlug, guideFiles, guides } from '../src/content/guides';
import { caseStudyContent } from '../src/pages/case-study/case-study.content';
import { caseStudyContentSchema } from '../src/pages/case-study/case-study.schema';
import { caseStudyIndexContent } from '../src/pages/case-study-index/case-study-index.content';
import { caseStudyIndexContentSchema } from '../src/pages/case-study-index/case-study-index.schema';
import { nextStory, splitFeatured, storyById } from '../src/pages/case-study-index/stories';
import { stories } from '../src/pages/case-study-index/stories.content';
import { storiesSchema } from '../src/pages/case-study-index/stories.schema';
import { guideContent } from '../src/pages/guide/guide.content';
import { guideContentSchema } from '../src/pages/guide/guide.schema';
import { shareLinks } from '../src/pages/guide/share-links';
import { guidesContent } from '../src/pages/guides/guides.content';
import { guidesContentSchema } from '../src/pages/guides/guides.schema';
import { caseStudiesContent } from '../src/pages/resource-case-studies/case-studies.content';
import { caseStudiesContentSchema } from '../src/pages/resource-case-studies/case-studies.schema';
import { hubContent } from '../src/pages/resources/hub.content';
import { hubContentSchema } from '../src/pages/resources/hub.schema';

const clone = <T>(value: T) => structuredClone(value) as any;

describe('resources content modules', () => {
  it('every module passes its schema', () => {
    expect(() => caseStudiesContentSchema.parse(caseStudiesContent)).not.toThrow();
    expect(() => caseStudyIndexContentSchema.parse(caseStudyIndexContent)).not.toThrow();
    expect(() => storiesSchema.parse(stories)).not.toThrow();
    expect(() => caseStudyContentSchema.parse(caseStudyContent)).not.toThrow();
    expect(() => guidesContentSchema.parse(guidesContent)).not.toThrow();
    expect(() => guideContentSchema.parse(guideContent)).not.toThrow();
    expect(() => hubContentSchema.parse(hubContent)).not.toThrow();
  });

  it('keeps the product’s figures and exact texts', () => {
    expect(caseStudiesContent.aggregate.figures.map((f) => f.value)).toEqual(['$2.1M', '18%', '6 months', '94%']);
    expect(caseStudiesContent.studies.map((s) => s.timeline)).toEqual([
      '6 months',
      '6 months',
      '18 months',
      '4 months',
      '3 months preparation',
      '12 months',
    ]);
    expect(caseStudiesContent.insights.cards.map((c) => [c.industry, c.value])).toEqual([
      ['E-commerce & Retail', '25%'],
      ['Manufacturing', '15%'],
      ['Marketplaces', '40%'],
    ]);
    expect(caseStudyIndexContent.stats.figures.map((f) => f.value)).toEqual(['15-25%', '50-70%', '99%+', '95%+']);
    expect(guideContent.results.items.map((r) => r.text)).toEqual([
      '10-20% cost reduction',
      '6-12 months implementation',
      'improved carrier relationships',
    ]);
    expect(guidesContent.guides[0]).toMatchObject({
      category: 'Cost Management',
      level: 'Advanced',
      pages: 35,
      readTime: '45-60 min',
      featured: true,
    });
  });

  it('rejects copy that strays from the product’s texts', () => {
    const wrongIndustries = clone(caseStudiesContent);
    wrongIndustries.industries = ['All', 'Fashion', 'Manufacturing'];
    expect(caseStudiesContentSchema.safeParse(wrongIndustries).success).toBe(false);
    const wrongEmpty = clone(guidesContent);
    wrongEmpty.empty.title = 'Coming soon';
    expect(guidesContentSchema.safeParse(wrongEmpty).success).toBe(false);
    const twoFeatured = clone(stories);
    twoFeatured[1].featured = true;
    expect(storiesSchema.safeParse(twoFeatured).success).toBe(false);
    const wrongNotFound = clone(guideContent);
    wrongNotFound.notFound.text = 'Not here.';
    expect(guideContentSchema.safeParse(wrongNotFound).success).toBe(false);
    const sameRegionNames = clone(caseStudyContent);
    sameRegionNames.labels.metricsTable = sameRegionNames.labels.metrics;
    expect(caseStudyContentSchema.safeParse(sameRegionNames).success).toBe(false);
    const reworded = clone(guideContent);
    (reworded.results.items[2] as { text: string }).text = 'Better carrier relationships';
    expect(guideContentSchema.safeParse(reworded).success).toBe(false);
  });

  it('guides are Markdown documents whose front matter passes the schema, one per listed slug (file name = slug)', () => {
    expect(guides.length).toBeGreaterThan(0);
    for (const { file, guide } of guideFiles) {
      expect(guideFrontmatterSchema.safeParse(guide).success).toBe(true);
      expect(file.endsWith(`/${guide.slug}.md`)).toBe(true);
    }
    for (const listed of guidesContent.guides) expect(guideBySlug(listed.slug)).toBeDefined();
    expect(guideBySlug('freight-spend-negotiation-tactics')).toMatchObject({ pages: 85, readTime: '60-90 minutes' });
    expect(guideBySlug('no-such-guide')).toBeUndefined();
    expect(guideBySlug(undefined)).toBeUndefined();
  });

  it('the guide body is rendered to HTML at build time, in full', async () => {
    const doc = (await import('../src/content/guides/freight-spend-negotiation-tactics.md')).default;
    expect(doc.html).toContain('<h2 id="tactic-1-build-a-spend-baseline-you-trust">');
    expect(doc.html).toContain('class="md-table"');
    expect(doc.wordCount).toBeGreaterThan(1200);
    expect(doc.headings.filter((h) => h.text.startsWith('Tactic '))).toHaveLength(10);
  });
});

describe('case-study filters and look-ups', () => {
  it('the resources library has one study per industry', () => {
    const options = filterOptions(caseStudiesContent.industries);
    for (const option of options.slice(1)) expect(filterItems(caseStudiesContent.studies, option, (s) => s.industry)).toHaveLength(1);
    expect(filterItems(caseStudiesContent.studies, options[0]!, (s) => s.industry)).toHaveLength(6);
  });

  it('/case-studies: featured first, the rest as more stories; Healthcare is empty', () => {
    const options = filterOptions(caseStudyIndexContent.industries);
    const byLabel = (label: string) => filterItems(stories, options.find((o) => o.label === label)!, (s) => s.industry);
    const all = splitFeatured(stories);
    expect(all.featured?.id).toBe('1');
    expect(all.others.map((s) => s.id)).toEqual(['2', '3', '4', '5', '6']);
    expect(splitFeatured(byLabel('Technology'))).toMatchObject({ featured: { id: '4' }, others: [{ id: '6' }] });
    expect(splitFeatured(byLabel('Healthcare'))).toEqual({ featured: undefined, others: [] });
  });

  it('reads the id as an integer and wraps Read Next from the last to the first', () => {
    expect(storyById(stories, '3')?.id).toBe('3');
    expect(storyById(stories, '03')?.id).toBe('3');
    for (const bad of ['0', '7', 'abc', '1.5', '', undefined]) expect(storyById(stories, bad)).toBeUndefined();
    expect(nextStory(stories, stories[0]!).id).toBe('2');
    expect(nextStory(stories, stories[5]!).id).toBe('1');
  });

  it('share links: LinkedIn share page and a mailto with title and URL', () => {
    const links = shareLinks("Tactics that Don't Hurt SLAs", 'https://meranti4pl.example/resources/guides/x');
    expect(links.linkedin).toBe(
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fmeranti4pl.example%2Fresources%2Fguides%2Fx',
    );
    expect(links.email).toBe(
      "mailto:?subject=Tactics%20that%20Don't%20Hurt%20SLAs&body=https%3A%2F%2Fmeranti4pl.example%2Fresources%2Fguides%2Fx",
    );
  });
});
