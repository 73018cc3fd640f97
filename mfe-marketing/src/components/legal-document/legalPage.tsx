import { type PageComponent, PageMeta } from '@meranti/platform';
import type { LegalDocumentContent } from '../content.schema';
import { LegalDocument } from './LegalDocument';

interface LegalPageContent {
  readonly meta: { readonly title: string; readonly description: string };
  readonly document: LegalDocumentContent;
}

/** A legal page (privacy, terms): its head and its document, from its content module. */
export function legalPage(content: LegalPageContent): PageComponent {
  return function LegalPage({ canonicalPath }) {
    return (
      <>
        <PageMeta {...content.meta} path={canonicalPath} />
        <LegalDocument document={content.document} />
      </>
    );
  };
}
