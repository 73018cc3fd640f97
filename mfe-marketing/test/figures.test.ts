import { useCases } from '@meranti/platform/use-cases';
import { describe, expect, it } from 'vitest';
import { coverFor, coverKeys } from '../src/components/case-study/cover-keys';
import { evenColumns } from '../src/components/content-blocks/even-columns';
import { figureChanges, figureGraphic, isProblemFigure } from '../src/components/content-blocks/figures';
import { planSchedule } from '../src/components/use-case/plan-schedule';
import { listingLayout } from '../src/pages/use-cases/use-case-filter';

describe('figureGraphic: a figure drawn from its own words', () => {
  it('reads shares of a whole, ranges included', () => {
    expect(figureGraphic('98%', 'On-time delivery for event shipments')).toEqual({ kind: 'share', from: 0, to: 98 });
    expect(figureGraphic('99%+', 'Clearance accuracy')).toEqual({ kind: 'share', from: 0, to: 99 });
    expect(figureGraphic('15-20%', 'Of freight invoices contain errors')).toEqual({ kind: 'share', from: 15, to: 20 });
    expect(figureGraphic('99.6%', 'Parcels meeting brand presentation standards')).toEqual({ kind: 'share', from: 0, to: 99.6 });
  });

  it('reads percentage changes by their sign or their words, against a before of 100', () => {
    const down = (after: number) => ({ kind: 'change', before: 100, after, unit: '', indexed: true });
    expect(figureGraphic('-45%', 'Where-is-my-order tickets')).toEqual(down(55));
    expect(figureGraphic('−21%', 'Logistics cost per order')).toEqual(down(79));
    expect(figureGraphic('27%', 'Reduction in total logistics cost')).toEqual(down(73));
    expect(figureGraphic('40%', 'Lower logistics cost')).toEqual(down(60));
    expect(figureGraphic('25%', 'Logistics cost savings')).toEqual(down(75));
    expect(figureGraphic('20-30%', 'Faster transit')).toEqual(down(75));
    expect(figureGraphic('Up to 15%', 'Lower freight cost')).toEqual(down(85));
    expect(figureGraphic('~15%', 'Lower cross-border freight cost')).toEqual(down(85));
    expect(figureGraphic('+140%', 'Online sales growth in 12 months')).toEqual({
      kind: 'change',
      before: 100,
      after: 240,
      unit: '',
      indexed: true,
    });
    expect(figureGraphic('500%', 'Order growth')).toEqual({ kind: 'change', before: 100, after: 600, unit: '', indexed: true });
  });

  it('reads a change between two stated values', () => {
    expect(figureGraphic('14 → 5', 'Carriers after consolidation')).toEqual({
      kind: 'change',
      before: 14,
      after: 5,
      unit: '',
      indexed: false,
    });
    expect(figureGraphic('4 days', 'Average delivery time, down from 9')).toEqual({
      kind: 'change',
      before: 9,
      after: 4,
      unit: 'days',
      indexed: false,
    });
    expect(figureGraphic('0.3%', 'Cold-chain shipments outside 2-8 °C, down from 2.5%')).toEqual({
      kind: 'change',
      before: 2.5,
      after: 0.3,
      unit: '%',
      indexed: false,
    });
  });

  it('reads multiples, and leaves counts, amounts and durations as numerals', () => {
    expect(figureGraphic('3.2x', 'Growth in monthly orders')).toEqual({ kind: 'multiple', factor: 3.2 });
    for (const [value, label] of [
      ['$410K', 'Billing errors recovered in year one'],
      ['500+', 'Vetted providers in one network'],
      ['2 weeks', 'From kick-off to deployment'],
      ['30-60', 'Days to go live'],
      ['1-3 days', 'Delivery time across the region'],
      ['0', 'High-value shipments lost'],
      ['48hrs', 'Scaling response'],
    ])
      expect(figureGraphic(value as string, label as string), value).toEqual({ kind: 'none' });
  });

  it('knows a figure about failures, drawn in the problem colour', () => {
    expect(isProblemFigure('Of freight invoices contain errors')).toBe(true);
    expect(isProblemFigure('On-time delivery')).toBe(false);
  });

  it('gives the chart the changes and multiples, keeping the copy’s words as the chip', () => {
    const changes = figureChanges([
      { value: '98%', label: 'On-time delivery' },
      { value: '-27%', label: 'Logistics cost' },
      { value: '20-50%', label: 'Savings on logistics cost' },
      { value: '14 → 5', label: 'Carriers' },
      { value: '3.2x', label: 'Orders' },
      { value: '$410K', label: 'Recovered' },
      { value: '~15%', label: 'Lower freight cost' },
      { value: 'Up to 15%', label: 'Lower freight cost, per lane' },
    ]);
    expect(changes.map((c) => [c.label, c.before, c.after, c.beforeText, c.afterText, c.changeText, c.lowerIsBetter])).toEqual([
      ['Logistics cost', 100, 73, '100', '73', '−27%', true],
      ['Savings on logistics cost', 100, 65, '100', '65', '−20-50%', true],
      ['Carriers', 14, 5, '14', '5', undefined, true],
      ['Orders', 1, 3.2, '1x', '3.2x', undefined, false],
      ['Lower freight cost', 100, 85, '100', '85', '~−15%', true],
      ['Lower freight cost, per lane', 100, 85, '100', '85', 'Up to −15%', true],
    ]);
  });

  it('draws every shared case study’s key results: each is a share, a change, a multiple or a plain numeral', () => {
    for (const u of useCases)
      for (const m of u.detailedMetrics) expect(['share', 'change', 'multiple', 'none']).toContain(figureGraphic(m.metric, m.label).kind);
    // The fixed case studies each have something to draw.
    for (const u of useCases)
      expect(
        u.detailedMetrics.some((m) => figureGraphic(m.metric, m.label).kind !== 'none'),
        u.slug,
      ).toBe(true);
  });
});

describe('grids that divide evenly', () => {
  it('evenColumns: the most columns up to max that divide the count, else one', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => evenColumns(n, 4))).toEqual([1, 2, 3, 4, 1, 3, 1, 4]);
    expect([2, 3, 4, 6].map((n) => evenColumns(n, 2))).toEqual([2, 1, 2, 2]);
  });

  it('listingLayout: no card alone on a last row at one, two or the lg columns', () => {
    for (let count = 1; count <= 12; count++) {
      const { featured, columns } = listingLayout(count);
      const rest = count - (featured ? 1 : 0);
      expect(rest % 2, `${count} at md`).toBe(0);
      expect(rest % columns, `${count} at lg`).toBe(0);
    }
    expect(listingLayout(7)).toEqual({ featured: true, columns: 3 });
    expect(listingLayout(6)).toEqual({ featured: false, columns: 3 });
    expect(listingLayout(4)).toEqual({ featured: false, columns: 2 });
  });
});

describe('case-study covers', () => {
  it('every shared record’s industry has a cover of its own; anything else gets the network cover', () => {
    for (const u of useCases) expect(coverFor(u.industry), u.industry).not.toBe('network');
    expect(new Set(useCases.map((u) => coverFor(u.industry))).size).toBe(useCases.length);
    expect(coverFor('Industrial Chemicals')).toBe('network');
    expect(coverFor(undefined)).toBe('network');
    expect(coverKeys).toContain('network');
  });
});

describe('planSchedule: a use case’s plan to scale', () => {
  it('takes weeks as given, lays lengths end to end at their longest, leaves the last phase open when ongoing', () => {
    expect(planSchedule(['Weeks 1-2', 'Weeks 3-6', 'Weeks 7-12', 'Ongoing'])).toEqual([
      { start: 1, end: 2 },
      { start: 3, end: 6 },
      { start: 7, end: 12 },
      { start: 13 },
    ]);
    expect(planSchedule(['2-3 weeks', '3-4 weeks', '6-8 weeks', 'Ongoing'])).toEqual([
      { start: 1, end: 3 },
      { start: 4, end: 7 },
      { start: 8, end: 15 },
      { start: 16 },
    ]);
  });

  it('is no schedule for a countdown, gaps or an ongoing phase before the last', () => {
    expect(planSchedule(['8-12 weeks before', '6-8 weeks before'])).toBeNull();
    expect(planSchedule(['Weeks 1-2', 'Weeks 5-6'])).toBeNull();
    expect(planSchedule(['Ongoing', '2-3 weeks'])).toBeNull();
  });
});
