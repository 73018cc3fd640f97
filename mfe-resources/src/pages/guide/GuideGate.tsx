import { Card, Checklist, Container, Heading, Section, Split } from '@meranti/design-system';
import { ClosingCta } from '../../components/closing-cta/ClosingCta';
import { DownloadForm } from '../../components/download-dialog/DownloadForm';
import { guideBySlug } from '../../content/guides';
import { Facts } from './GuideFacts';
import { guideContent as content } from './guide.content';

export interface GuideGateProps {
  readonly slug: string;
  /** The page's absolute address, sent with the lead. */
  readonly pageUrl: string;
  /** The lead was accepted: the page opens the full guide. */
  readonly onSubmitted: () => void;
}

/**
 * The gate in front of a guide [docs/product-rules.md#leads]: what the guide includes, and the lead form (the
 * download form's fields and rules, sent as a `guide` lead). A deferred section (ADR 21): its code
 * hydrates as it nears the viewport.
 */
export function GuideGate({ slug, pageUrl, onSubmitted }: GuideGateProps) {
  const guide = guideBySlug(slug);
  if (!guide) return null;
  return (
    <Section>
      <Container>
        <Split $ratio="2:3" $align="start">
          <Card $tone="muted" $bordered>
            <Heading as="h2" $size="sm">
              {content.gate.includesHeading}
            </Heading>
            <Checklist items={guide.keyBenefits} $gap={2} />
            <Facts guide={guide} />
          </Card>
          <Card $bordered>
            <DownloadForm
              kind="guide"
              referrer="resources-guide"
              resourceTitle={guide.title}
              resourceUrl={pageUrl}
              submitLabel={content.gate.submit}
              onSubmitted={onSubmitted}
            />
          </Card>
        </Split>
      </Container>
    </Section>
  );
}

/** The closing call to action under the guide, locked or open (a deferred section: ADR 21). */
export function GuideClosing() {
  return <ClosingCta closing={content.closing} />;
}
