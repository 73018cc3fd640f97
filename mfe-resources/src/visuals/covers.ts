/**
 * The library's covers (docs/design/art-direction.md "Cover cards"): one 16:9 picture per topic
 * (blog categories and guide topics) and one per case-study industry, drawn by
 * scripts/visuals/covers.ts. A cover is reused by every item of its category; what each shows, in
 * words, is in ./covers.content.ts. Files of the area's build: an `<img>` costs no JavaScript.
 */
import type { ArticleCategory, BlogCategory } from '../content/categories';
import type { GuideFrontmatter } from '../content/guide-frontmatter.schema';
import type { Story } from '../pages/case-study-index/stories.schema';
import type { ResourceCaseStudy } from '../pages/resource-case-studies/case-studies.schema';
import calculators from './covers/calculators.svg';
import costManagement from './covers/cost-management.svg';
import costOptimization from './covers/cost-optimization.svg';
import ecommerce from './covers/ecommerce.svg';
import fashionRetail from './covers/fashion-retail.svg';
import industryInsights from './covers/industry-insights.svg';
import luxuryRetail from './covers/luxury-retail.svg';
import manufacturing from './covers/manufacturing.svg';
import marketplace from './covers/marketplace.svg';
import operations from './covers/operations.svg';
import retail from './covers/retail.svg';
import technology from './covers/technology.svg';
import technologyIndustry from './covers/technology-industry.svg';
import trends from './covers/trends.svg';
import { coversContent } from './covers.content';

/** Every cover's intrinsic size (its viewBox). */
export const COVER_SIZE = { width: 640, height: 360 } as const;

/** The calculators' cover: the ROI calculator's payback and the freight calculator's savings. */
export const calculatorsCover: string = calculators;

/** A topic of the library: a category of either blog, or a guide topic. */
export type Topic = BlogCategory | ArticleCategory | GuideFrontmatter['category'];
/** An industry of either case-study library. */
export type Industry = ResourceCaseStudy['industry'] | Story['industry'];

/**
 * Topics and industries with a cover. Only those the library uses are drawn: a test fails when an
 * article, guide or case study has a category without one (test/visuals.test.ts).
 */
export const topicCovers: Partial<Record<Topic, string>> = {
  'Cost Management': costManagement,
  Operations: operations,
  'Industry Insights': industryInsights,
  Technology: technology,
  'Cost Optimization': costOptimization,
  Trends: trends,
};

export const industryCovers: Partial<Record<Industry, string>> = {
  'Fashion & Retail': fashionRetail,
  Manufacturing: manufacturing,
  'E-commerce': ecommerce,
  Marketplace: marketplace,
  Technology: technologyIndustry,
  'Luxury Retail': luxuryRetail,
  Retail: retail,
};

/** A cover: its file and what it shows (the alt text where it is a page's picture). */
export interface Cover {
  readonly src: string;
  readonly alt: string;
}

function coverOf(files: Partial<Record<string, string>>, alts: Record<string, string>, key: string): Cover {
  const src = files[key];
  const alt = alts[key];
  // Rendered for every item at prerender: a category without a cover fails the build.
  if (!src || !alt)
    throw new Error(`no cover (or no alt text) for "${key}" (mfe-resources/scripts/visuals/covers.ts, src/visuals/covers.content.ts)`);
  return { src, alt };
}

export const topicCover = (topic: Topic): Cover => coverOf(topicCovers, coversContent.topics, topic);
export const industryCover = (industry: Industry): Cover => coverOf(industryCovers, coversContent.industries, industry);
