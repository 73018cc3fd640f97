import { deferred, PageMeta, type PageProps } from '@meranti/platform';
import { HeroVisual } from '../../components/hero-visual/HeroVisual';
import { MarketingHero } from '../../components/marketing-hero/MarketingHero';
import { invoiceAuditContent as content } from './invoice-audit.content';
import reconciliationSrc from './visuals/reconciliation.svg';

/** Below the hero: its code hydrates as it nears the viewport, not with the page (ADR 21). */
const Sections = deferred(() => import('./InvoiceAuditSections').then((m) => m.InvoiceAuditSections));

/** A navigation renders the page whole: the sections below the hero load with it. */
export const prefetch = (): Promise<void> => Sections.preload();

/** Freight Invoice Audit (/services/invoice-audit). */
export default function InvoiceAuditPage({ canonicalPath }: PageProps) {
  return (
    <>
      <PageMeta {...content.meta} path={canonicalPath} />
      <MarketingHero hero={content.hero} pillIcon="FileText" aside={<HeroVisual src={reconciliationSrc} alt={content.hero.visualAlt} />} />
      <Sections />
    </>
  );
}
