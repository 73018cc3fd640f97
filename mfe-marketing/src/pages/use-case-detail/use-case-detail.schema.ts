/** Shape of the case-study pages' copy [000 §2 "Case-study detail pages", §4, §8]. */
import { z } from 'zod';
import { caseStudyCopy, ctaLink, pageMeta } from '../../components/content.schema';

export const caseStudyContentSchema = z.object({
  copy: caseStudyCopy.extend({
    heroPrimary: ctaLink.extend({ route: z.literal('contact') }),
    cta: caseStudyCopy.shape.cta.extend({ primary: ctaLink.extend({ route: z.literal('contact') }) }),
    exploreServices: ctaLink.extend({ label: z.literal('Explore Services'), route: z.literal('services') }),
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

/** The head of every record must pass the site's rules (title up to 70, description 50-160 characters). */
export const caseStudyMetaSchema = pageMeta;
