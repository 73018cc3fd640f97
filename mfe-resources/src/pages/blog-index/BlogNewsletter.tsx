import { Container, Heading, Section, Text } from '@meranti/design-system';
import { CtaActions, CtaCopy, CtaPanel } from '@meranti/design-system/cta-panel';
import { useId } from 'react';
import { NewsletterPromptButton } from '../../components/newsletter/NewsletterPromptButton';
import { blogIndexContent as c } from './blog-index.content';

/** The newsletter call to action at the foot of /blog [docs/product-rules.md#leads] (a deferred section: ADR 21). */
export function BlogNewsletter() {
  const newsletterId = useId();
  return (
    <Section $space="sm" aria-labelledby={newsletterId}>
      <Container>
        <CtaPanel>
          <CtaCopy>
            <Heading as="h2" id={newsletterId} $size="lg">
              {c.newsletter.heading}
            </Heading>
            <Text $size="lg">{c.newsletter.text}</Text>
          </CtaCopy>
          <CtaActions>
            <NewsletterPromptButton copy={c.newsletter} />
          </CtaActions>
        </CtaPanel>
      </Container>
    </Section>
  );
}
