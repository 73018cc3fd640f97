/**
 * The calculators' maths [docs/product-rules.md#calculators]: pure functions, no React, no copy.
 * Inputs arrive as the raw strings of the form fields; parsing rules are part of the maths.
 */

/** ROI model constants [docs/product-rules.md#calculators]. */
export const ROI_SAVINGS_RATE = 0.2;
export const ROI_IMPLEMENTATION_RATE = 0.05;
export const MONTHS_PER_YEAR = 12;

/** Freight model constants [docs/product-rules.md#calculators]. */
export const FREIGHT_SAVINGS_RATE = 0.15;
export const WEEKS_PER_YEAR = 52;
export const CARRIER_MANAGEMENT_SAVINGS_PER_CARRIER = 5000;

/**
 * A numeric field: empty, non-numeric, non-finite or negative input counts as 0 [docs/product-rules.md#calculators].
 */
export function parseAmount(raw: string | null | undefined): number {
  const text = (raw ?? '').trim();
  if (text === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * Number of carriers: a whole number of at least 1. Empty or invalid input (including 0 and
 * negatives) falls back to 1 [docs/product-rules.md#calculators]; fractions are rounded down.
 */
export function parseCarrierCount(raw: string | null | undefined): number {
  return Math.max(1, Math.floor(parseAmount(raw)));
}

export interface RoiInputs {
  readonly monthlyLogisticsSpend: string;
  readonly shipmentVolume: string;
  readonly averageShipmentCost: string;
  readonly onTimePercentage: string;
  readonly warehouseCosts: string;
}

export interface RoiResult {
  readonly annualSpend: number;
  readonly potentialSavings: number;
  readonly implementationCost: number;
  readonly netSavings: number;
  /** Percent, rounded to 0 decimals. */
  readonly roiPercent: number;
  /** Months, rounded to 1 decimal. */
  readonly paybackMonths: number;
}

const round = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** A ratio that is 0 (never NaN or Infinity) when the divisor is 0. */
const safeRatio = (numerator: number, divisor: number) => (divisor > 0 ? numerator / divisor : 0);

/**
 * 4PL ROI: only the monthly logistics spend feeds the maths [docs/product-rules.md#calculators]. With no spend every
 * figure is 0 ($0, 0% and 0.0 months — never NaN or Infinity; docs/product-rules.md#calculators).
 */
export function calculateRoi(inputs: Pick<RoiInputs, 'monthlyLogisticsSpend'>): RoiResult {
  const monthly = parseAmount(inputs.monthlyLogisticsSpend);
  const annualSpend = monthly * MONTHS_PER_YEAR;
  const potentialSavings = annualSpend * ROI_SAVINGS_RATE;
  const implementationCost = annualSpend * ROI_IMPLEMENTATION_RATE;
  const netSavings = potentialSavings - implementationCost;
  const monthlySavings = potentialSavings / MONTHS_PER_YEAR;
  return {
    annualSpend,
    potentialSavings,
    implementationCost,
    netSavings,
    roiPercent: round(safeRatio(netSavings, implementationCost) * 100, 0),
    paybackMonths: round(safeRatio(implementationCost, monthlySavings), 1),
  };
}

/** The ROI calculator's 12 months, month by month: what its results chart draws. */
export interface RoiTimeline {
  /** Months 1 to 12 of the implementation timeline [docs/product-rules.md#calculators]. */
  readonly months: readonly number[];
  /** Savings to the end of each month: a twelfth of the annual savings per month. */
  readonly cumulativeSavings: readonly number[];
  /** The implementation cost, paid up front: the line the savings must cross. */
  readonly cost: readonly number[];
  /** Index (into `months`) of the month in which savings pass the cost: the payback month; null with no spend. */
  readonly paybackIndex: number | null;
}

/**
 * Cumulative savings against the implementation cost over the 12-month timeline, from the same
 * result as the text: at month 12 the savings are `potentialSavings` (net of the cost:
 * `netSavings`), and the payback month is the one `paybackMonths` falls in.
 */
export function roiTimeline(result: RoiResult): RoiTimeline {
  const months = Array.from({ length: MONTHS_PER_YEAR }, (_, i) => i + 1);
  const monthly = result.potentialSavings / MONTHS_PER_YEAR;
  return {
    months,
    cumulativeSavings: months.map((m) => monthly * m),
    cost: months.map(() => result.implementationCost),
    paybackIndex: result.paybackMonths > 0 ? Math.min(MONTHS_PER_YEAR, Math.ceil(result.paybackMonths)) - 1 : null,
  };
}

export interface FreightInputs {
  /** ANNUAL freight spend (docs/product-rules.md#calculators). */
  readonly currentFreightSpend: string;
  readonly numberOfCarriers: string;
  /** Manual process hours per week. */
  readonly manualProcessTime: string;
  /** Hourly employee cost. */
  readonly employeeCost: string;
}

export interface FreightResult {
  readonly freightSavings: number;
  readonly laborSavings: number;
  readonly carrierManagementSavings: number;
  readonly totalSavings: number;
  /** The carrier count the maths used (after the fall-back to 1). */
  readonly carriers: number;
}

/** Freight savings [docs/product-rules.md#calculators]: 15% of annual freight + weekly hours × hourly cost × 52 + carriers × 5,000. */
export function calculateFreight(inputs: FreightInputs): FreightResult {
  const annualFreight = parseAmount(inputs.currentFreightSpend);
  const carriers = parseCarrierCount(inputs.numberOfCarriers);
  const freightSavings = annualFreight * FREIGHT_SAVINGS_RATE;
  const laborSavings = parseAmount(inputs.manualProcessTime) * parseAmount(inputs.employeeCost) * WEEKS_PER_YEAR;
  const carrierManagementSavings = carriers * CARRIER_MANAGEMENT_SAVINGS_PER_CARRIER;
  return {
    freightSavings,
    laborSavings,
    carrierManagementSavings,
    totalSavings: freightSavings + laborSavings + carrierManagementSavings,
    carriers,
  };
}

/**
 * Whole dollars grouped in thousands with a $ prefix: 1234567.4 → "$1,234,567". Written out, not
 * `Intl.NumberFormat`: the same on the server and in every browser, and a page's first Intl
 * formatter starts ICU, about 115 ms on a phone (ADR 21 §7).
 */
export function formatMoney(value: number): string {
  const safe = Number.isFinite(value) ? Math.round(value) : 0;
  const grouped = wholeDigits(Math.abs(safe)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${safe < 0 ? '-' : ''}$${grouped}`;
}

/** A whole number's shortest digits, written out in full from 1e21 up too ("1.5e+21" → "15" and 20 zeros). */
function wholeDigits(whole: number): string {
  const text = String(whole);
  const exponent = /^(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exponent) return text;
  const [, lead, fraction = '', power] = exponent;
  return `${lead}${fraction}${'0'.repeat(Number(power) - fraction.length)}`;
}

/** ROI percent with 0 decimals: 300 → "300%". */
export function formatPercent(value: number): string {
  return `${Number.isFinite(value) ? Math.round(value) : 0}%`;
}

/** Payback months with 1 decimal: 3 → "3.0". */
export function formatMonths(value: number): string {
  return (Number.isFinite(value) ? value : 0).toFixed(1);
}
