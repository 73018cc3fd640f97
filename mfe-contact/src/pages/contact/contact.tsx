import { deferred, PageMeta, type PageProps, preloadAll, shareImages } from '@meranti/platform';
import { contactContent as content } from './contact.content';
import { ContactBenefits, ContactHeadquarters, ContactHero } from './sections/ContactHero';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const NextSteps = deferred(() => import('./sections/ContactDetails').then((m) => m.ContactNextSteps));

/** A navigation renders the page whole: its deferred sections load with it. */
export const prefetch = preloadAll(ContactBenefits, ContactHeadquarters, NextSteps);

/**
 * Contact (/contact; also /assessment and /resources/assessments, whose canonical is /contact)
 * [docs/product-rules.md#contact-enquiry].
 */
export default function ContactPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.contact} />
      <ContactHero content={content} />
      <NextSteps />
    </>
  );
}
