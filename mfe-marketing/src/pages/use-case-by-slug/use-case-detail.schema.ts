/** Shape of the case-study pages' copy [docs/product-rules.md#case-studies]. */
import { z } from 'zod';
import { caseStudyBodyCopy, caseStudyCopy, ctaLink, pageMeta } from '../../components/content.schema';

export const caseStudyContentSchema = z.object({
  copy: caseStudyCopy.extend({
    heroPrimary: ctaLink.extend({ route: z.literal('contact') }),
    backToUseCases: ctaLink.extend({ label: z.literal('Back to Use Cases'), route: z.literal('useCases') }),
    loading: z.literal('Loading case study...'),
    notFound: z.literal('Case study not found'),
  }),
  /** The generic page's head while its record loads (the fixed pages take their record's). */
  meta: pageMeta,
  /** The generic page's head when there is no record to show (noindex). */
  notFoundMeta: pageMeta,
});

export type CaseStudyContent = z.infer<typeof caseStudyContentSchema>;

/** The words below the hero (their own module, loaded with the body). */
export const caseStudyBodySchema = caseStudyBodyCopy.extend({
  cta: caseStudyBodyCopy.shape.cta.extend({ primary: ctaLink.extend({ route: z.literal('contact') }) }),
  exploreServices: ctaLink.extend({ label: z.literal('Explore Services'), route: z.literal('services') }),
});

export type CaseStudyBodyContent = z.infer<typeof caseStudyBodySchema>;

/** Both parts, as the content check parses them (one entry: one page). */
export const caseStudyPageSchema = caseStudyContentSchema.extend({ body: caseStudyBodySchema });

/** The head of every record must pass the site's rules (title up to 70, description 50-160 characters). */
export const caseStudyMetaSchema = pageMeta;
