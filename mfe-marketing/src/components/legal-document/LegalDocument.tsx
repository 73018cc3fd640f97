import { Checklist, Container, Icon, Section } from '@meranti/design-system';
import { useId } from 'react';
import type { LegalDocumentContent } from '../content.schema';
import { LastUpdated } from './LastUpdated';
import {
  StyledLegalArticle,
  StyledLegalHeader,
  StyledLegalLayout,
  StyledLegalMeta,
  StyledLegalSection,
  StyledLegalTitle,
  StyledToc,
  StyledTocTitle,
} from './styled/StyledLegalDocument';

export interface LegalDocumentProps {
  readonly document: LegalDocumentContent;
}

/**
 * A legal page: title, "Last updated" (today: docs/product-rules.md#todays-date), intro, a table of contents of
 * in-page anchors (sticky beside the text from lg) and numbered sections.
 */
export function LegalDocument({ document }: LegalDocumentProps) {
  const titleId = useId();
  const tocId = useId();
  return (
    <Section $space="md" aria-labelledby={titleId}>
      <Container>
        <StyledLegalHeader>
          <StyledLegalMeta>{document.eyebrow}</StyledLegalMeta>
          <StyledLegalTitle id={titleId}>{document.title}</StyledLegalTitle>
          <StyledLegalMeta as="p">
            <Icon name="Calendar" size={16} />
            <LastUpdated label={document.updatedLabel} />
          </StyledLegalMeta>
        </StyledLegalHeader>
        <StyledLegalLayout>
          <StyledToc aria-labelledby={tocId}>
            <StyledTocTitle id={tocId}>{document.tocLabel}</StyledTocTitle>
            <ol>
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`}>{section.heading}</a>
                </li>
              ))}
            </ol>
          </StyledToc>
          <StyledLegalArticle>
            {document.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {document.sections.map((section, i) => (
              <StyledLegalSection key={section.id} id={section.id} aria-labelledby={`${section.id}-title`}>
                <h2 id={`${section.id}-title`}>
                  <span aria-hidden="true">{i + 1}.</span> {section.heading}
                </h2>
                {section.paragraphs.map((p) => (
                  <p key={p}>{p}</p>
                ))}
                {section.list && <Checklist items={section.list} $gap={2} />}
                {section.after?.map((p) => (
                  <p key={p}>{p}</p>
                ))}
              </StyledLegalSection>
            ))}
          </StyledLegalArticle>
        </StyledLegalLayout>
      </Container>
    </Section>
  );
}
