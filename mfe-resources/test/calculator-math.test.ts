import { describe, expect, it } from 'vitest';
import {
  calculateFreight,
  calculateRoi,
  formatMoney,
  formatMonths,
  formatPercent,
  parseAmount,
  parseCarrierCount,
  roiTimeline,
} from '../src/pages/calculators/calculator-math';

const freight = (currentFreightSpend: string, numberOfCarriers: string, manualProcessTime: string, employeeCost: string) =>
  calculateFreight({ currentFreightSpend, numberOfCarriers, manualProcessTime, employeeCost });

describe('input parsing [docs/product-rules.md#calculators]', () => {
  it('reads plain and decimal numbers', () => {
    expect(parseAmount('100000')).toBe(100000);
    expect(parseAmount(' 2500.5 ')).toBe(2500.5);
    expect(parseAmount('1e3')).toBe(1000);
  });

  it('counts empty or invalid input as 0', () => {
    for (const raw of ['', '   ', 'abc', '12abc', 'NaN', 'Infinity', '-500', undefined, null]) {
      expect(parseAmount(raw), String(raw)).toBe(0);
    }
  });

  it('falls back to 1 carrier when the count is empty or invalid', () => {
    for (const raw of ['', 'abc', '0', '-3', '0.4', undefined]) {
      expect(parseCarrierCount(raw), String(raw)).toBe(1);
    }
    expect(parseCarrierCount('3')).toBe(3);
    expect(parseCarrierCount('4.9')).toBe(4);
  });
});

describe('4PL ROI calculator [docs/product-rules.md#calculators]', () => {
  it('works the example: $100,000 a month', () => {
    expect(calculateRoi({ monthlyLogisticsSpend: '100000' })).toEqual({
      annualSpend: 1_200_000,
      potentialSavings: 240_000,
      implementationCost: 60_000,
      netSavings: 180_000,
      roiPercent: 300,
      paybackMonths: 3,
    });
  });

  it('rounds ROI to 0 decimals and payback to 1 decimal', () => {
    const r = calculateRoi({ monthlyLogisticsSpend: '12345.67' });
    expect(r.annualSpend).toBeCloseTo(148_148.04, 2);
    expect(r.potentialSavings).toBeCloseTo(29_629.608, 3);
    expect(r.implementationCost).toBeCloseTo(7_407.402, 3);
    expect(r.roiPercent).toBe(300);
    expect(r.paybackMonths).toBe(3);
  });

  it('only the monthly spend feeds the maths', () => {
    const base = calculateRoi({ monthlyLogisticsSpend: '50000' });
    const withOthers = calculateRoi({
      monthlyLogisticsSpend: '50000',
      shipmentVolume: '9000',
      averageShipmentCost: '12',
      onTimePercentage: '88',
      warehouseCosts: '40000',
    } as Parameters<typeof calculateRoi>[0]);
    expect(withOthers).toEqual(base);
  });

  it('with no spend shows $0, 0% and 0.0 months, never NaN or Infinity', () => {
    for (const raw of ['', 'abc', '0', '-1']) {
      const r = calculateRoi({ monthlyLogisticsSpend: raw });
      expect(r).toEqual({ annualSpend: 0, potentialSavings: 0, implementationCost: 0, netSavings: 0, roiPercent: 0, paybackMonths: 0 });
      expect(formatMoney(r.netSavings)).toBe('$0');
      expect(formatPercent(r.roiPercent)).toBe('0%');
      expect(formatMonths(r.paybackMonths)).toBe('0.0');
    }
  });
});

describe('freight savings calculator [docs/product-rules.md#calculators]', () => {
  it('works the example: $1,000,000 a year, 3 carriers, 10 h a week at $25', () => {
    expect(freight('1000000', '3', '10', '25')).toEqual({
      freightSavings: 150_000,
      laborSavings: 13_000,
      carrierManagementSavings: 15_000,
      totalSavings: 178_000,
      carriers: 3,
    });
  });

  it('treats the freight spend as annual: 15% of it, not of 12 months of it', () => {
    expect(freight('2400000', '1', '0', '0').freightSavings).toBe(360_000);
  });

  it('counts an empty carrier field as 1 carrier ($5,000)', () => {
    const r = freight('1000000', '', '10', '25');
    expect(r.carriers).toBe(1);
    expect(r.carrierManagementSavings).toBe(5_000);
    expect(r.totalSavings).toBe(168_000);
  });

  it('counts other empty or invalid fields as 0', () => {
    expect(freight('', '', '', '')).toEqual({
      freightSavings: 0,
      laborSavings: 0,
      carrierManagementSavings: 5_000,
      totalSavings: 5_000,
      carriers: 1,
    });
    expect(freight('abc', '2', '10', '').laborSavings).toBe(0);
  });
});

describe('money and figure formatting', () => {
  it('groups thousands with a $ prefix, in whole dollars', () => {
    expect(formatMoney(1_234_567)).toBe('$1,234,567');
    expect(formatMoney(1_200_000)).toBe('$1,200,000');
    expect(formatMoney(999.5)).toBe('$1,000');
    expect(formatMoney(42.4)).toBe('$42');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(999)).toBe('$999');
    expect(formatMoney(1000)).toBe('$1,000');
    expect(formatMoney(-12_345.6)).toBe('-$12,346');
    expect(formatMoney(-0.4)).toBe('$0');
  });

  it('prints what Intl.NumberFormat en-US printed, at every size (it is not used: ICU start-up)', () => {
    const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
    const withIntl = (value: number) => {
      const safe = Math.round(value);
      return `${safe < 0 ? '-' : ''}$${intl.format(Math.abs(safe))}`;
    };
    for (const value of [7, 12.5, 100_000, 9_999_999.49, 123_456_789_012, 2 ** 60, 1e21, 1.5e21, 1.2345678901234567e30]) {
      expect(formatMoney(value)).toBe(withIntl(value));
      expect(formatMoney(-value)).toBe(withIntl(-value));
    }
  });

  it('never shows NaN or Infinity', () => {
    expect(formatMoney(Number.NaN)).toBe('$0');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('$0');
    expect(formatPercent(Number.NaN)).toBe('0%');
    expect(formatMonths(Number.POSITIVE_INFINITY)).toBe('0.0');
  });

  it('shows ROI with 0 decimals and payback with 1 decimal', () => {
    expect(formatPercent(300)).toBe('300%');
    expect(formatPercent(299.6)).toBe('300%');
    expect(formatMonths(3)).toBe('3.0');
    expect(formatMonths(2.25)).toBe('2.3');
  });
});

describe('ROI timeline: what the results chart draws, from the same result as the text', () => {
  it('the example, $250,000 a month: savings pass the $150,000 cost in month 3 and reach $600,000', () => {
    const r = calculateRoi({ monthlyLogisticsSpend: '250000' });
    const t = roiTimeline(r);
    expect(t.months).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(t.cumulativeSavings[0]).toBe(50_000);
    expect(t.cumulativeSavings.at(-1)).toBe(r.potentialSavings);
    expect((t.cumulativeSavings.at(-1) ?? 0) - (t.cost.at(-1) ?? 0)).toBe(r.netSavings);
    expect(new Set(t.cost)).toEqual(new Set([r.implementationCost]));
    expect(t.paybackIndex).toBe(2);
    expect(t.months[t.paybackIndex ?? -1]).toBe(Math.ceil(r.paybackMonths));
  });

  it('no spend: a flat line at zero and no payback month (never NaN)', () => {
    const t = roiTimeline(calculateRoi({ monthlyLogisticsSpend: '' }));
    expect(t.cumulativeSavings.every((v) => v === 0)).toBe(true);
    expect(t.cost.every((v) => v === 0)).toBe(true);
    expect(t.paybackIndex).toBeNull();
  });
});
