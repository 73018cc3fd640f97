import { matchRoute, routes } from '@meranti/platform';
import { describe, expect, it } from 'vitest';
import { downloadDialogContent } from '../src/components/download-dialog/download-dialog.content';
import { downloadDialogContentSchema } from '../src/components/download-dialog/download-dialog.schema';
import { calculatorsContent } from '../src/pages/calculators/calculators.content';
import { calculatorsContentSchema } from '../src/pages/calculators/calculators.schema';

const clone = <T>(value: T) => structuredClone(value) as any;

describe('resources content check', () => {
  it('passes the content check that guards the prerender', async () => {
    expect(() => calculatorsContentSchema.parse(calculatorsContent)).not.toThrow();
    expect(() => downloadDialogContentSchema.parse(downloadDialogContent)).not.toThrow();
    await expect(import('../src/content.check')).resolves.toBeDefined();
  });

  it('has the four calculators with their fixed ids, each with benefits and metrics', () => {
    const cards = calculatorsContent.catalogue.cards;
    expect(cards.map((c) => c.id)).toEqual(['roi-calculator', 'freight-savings', 'automation-value', 'inventory-optimization']);
    for (const card of cards) {
      expect(card.title && card.description && card.icon).toBeTruthy();
      expect(card.benefits.length).toBeGreaterThan(0);
      expect(card.metrics.length).toBeGreaterThan(0);
    }
    expect(calculatorsContent.calculators.tabs.map((t) => t.label)).toEqual(['4PL ROI', 'Freight Savings', 'Automation', 'Inventory']);
  });

  it('uses the exact wording for the ROI assumptions, CTAs and download form', () => {
    expect(calculatorsContent.roi.assumptions).toEqual([
      '20% average cost reduction',
      '5% implementation investment',
      '12-month implementation timeline',
    ]);
    expect(calculatorsContent.hero.primaryCta.label).toBe('Start Calculating');
    expect(calculatorsContent.closing.primary).toEqual({ label: 'Schedule Consultation', route: 'contact' });
    expect(calculatorsContent.closing.secondary).toEqual({ label: 'View All Resources', route: 'resources' });
    expect(Object.values(downloadDialogContent.fields).map((f) => f.label)).toEqual([
      'First Name *',
      'Last Name *',
      'Work Email *',
      'Company *',
      'Job Title *',
      'Company Size',
      'Current Logistics Challenges (Optional)',
    ]);
    expect(downloadDialogContent.companySizeOptions.map((o) => o.value)).toEqual(['startup', 'small', 'medium', 'large']);
  });

  it('labels the freight spend as annual (docs/product-rules.md#calculators)', () => {
    expect(calculatorsContent.freight.fields.currentFreightSpend.label).toMatch(/annual/i);
  });

  it('keeps the meta description between 120 and 160 characters', () => {
    const { length } = calculatorsContent.meta.description;
    expect(length).toBeGreaterThanOrEqual(120);
    expect(length).toBeLessThanOrEqual(160);
  });

  it('links only to routes of the route table', () => {
    const ids = [
      calculatorsContent.hero.secondaryCta.route,
      calculatorsContent.closing.primary.route,
      calculatorsContent.closing.secondary.route,
      downloadDialogContent.consent.route,
      downloadDialogContent.thanks.supportRoute,
    ];
    for (const id of ids) expect(matchRoute(routes[id].path)?.entry).toBe(routes[id]);
  });

  it('rejects copy that breaks the rules', () => {
    const badTab = clone(calculatorsContent);
    badTab.calculators.tabs[0].label = 'ROI';
    expect(() => calculatorsContentSchema.parse(badTab)).toThrow();

    const badDescription = clone(calculatorsContent);
    badDescription.meta.description = 'Too short.';
    expect(() => calculatorsContentSchema.parse(badDescription)).toThrow();

    const missingCard = clone(calculatorsContent);
    missingCard.catalogue.cards.pop();
    expect(() => calculatorsContentSchema.parse(missingCard)).toThrow();

    const monthlyFreight = clone(calculatorsContent);
    monthlyFreight.freight.fields.currentFreightSpend.label = 'Monthly Freight Spend';
    expect(() => calculatorsContentSchema.parse(monthlyFreight)).toThrow();

    const badLabel = clone(downloadDialogContent);
    badLabel.fields.email.label = 'Email';
    expect(() => downloadDialogContentSchema.parse(badLabel)).toThrow();
  });
});
