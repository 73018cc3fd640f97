/** Shape of the resources hub copy (/resources: links to every kind, a few featured items each; docs/product-rules.md#routes). */
import { z } from 'zod';
import { heroContent, iconName, pageMeta, routeLink, sectionIntro, text } from '../../components/content-schema';
import { blogCategories } from '../../content/categories';
import { guideCategories } from '../../content/guide-frontmatter.schema';
import { resourceIndustries } from '../resource-case-studies/case-studies.schema';

const kind = z.object({
  id: z.enum(['calculators', 'guides', 'blogs', 'case-studies']),
  title: text,
  description: text,
  icon: iconName,
  link: routeLink,
  /** A second library of the same kind (the /blog and /case-studies lists). */
  alternative: routeLink.optional(),
});

export const hubContentSchema = z.object({
  meta: pageMeta,
  hero: heroContent,
  kinds: sectionIntro.extend({ items: z.array(kind).length(4) }),
  featured: sectionIntro.extend({
    calculatorsHeading: text,
    guidesHeading: text,
    blogsHeading: text,
    caseStudiesHeading: text,
    readTime: text,
    /** The cover each shelf shows: a topic's (guides, blog) and an industry's (case studies). */
    covers: z.object({
      guides: z.enum(guideCategories),
      blogs: z.enum(blogCategories),
      caseStudies: z.enum(resourceIndustries).exclude(['All']),
    }),
  }),
  sales: sectionIntro.extend({
    contact: routeLink,
    emailLabel: text,
    phoneLabel: text,
    hoursLabel: text,
  }),
});

export type HubContent = z.infer<typeof hubContentSchema>;
