import { PageMeta, type PageProps, shareImages } from '@meranti/platform';
import { contactContent as content } from './contact.content';
import { ContactHero } from './sections/ContactHero';
import { NextSteps } from './sections/NextSteps';

/**
 * Contact (/contact; also /assessment and /resources/assessments, whose canonical is /contact)
 * [000 §2 "Contact page", §3–§5, §7–§9].
 */
export default function ContactPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta title={content.meta.title} description={content.meta.description} path={canonicalPath} image={shareImages.contact} />
      <ContactHero content={content} />
      <NextSteps steps={content.nextSteps} />
    </>
  );
}
