/**
 * Shape of the calculators page copy [docs/product-rules.md#calculators]. Parsed during
 * prerender (src/content.check.ts), so missing or malformed copy fails the build; only the
 * inferred type reaches the page bundle.
 */
import { type IconName, isIconName } from '@meranti/design-system';
import { type RouteId, routes } from '@meranti/platform';
import { z } from 'zod';
import { calculatorTabIds } from './calculator-tabs';

const text = z.string().trim().min(1);

const routeId = z.custom<RouteId>((v) => typeof v === 'string' && Object.hasOwn(routes, v), {
  message: 'not a route id of the route table',
});

const iconName = z.custom<IconName>((v) => typeof v === 'string' && isIconName(v), {
  message: 'not an icon of the design system',
});

const tabId = z.enum(calculatorTabIds);

/** A numeric default as the field shows it: digits with an optional decimal part. */
const numericDefault = z.string().regex(/^\d+(\.\d+)?$/);

const numberField = z.object({
  label: text,
  hint: text.optional(),
  prefix: text.optional(),
  suffix: text.optional(),
  placeholder: text,
  defaultValue: numericDefault,
});

const sectionIntro = z.object({ eyebrow: text, heading: text, intro: text });

/** Calculator definition [docs/product-rules.md#calculators]: id, title, description, icon, benefits and metrics. */
const calculatorCard = z.object({
  id: z.enum(['roi-calculator', 'freight-savings', 'automation-value', 'inventory-optimization']),
  tab: tabId,
  title: text,
  description: text,
  icon: iconName,
  available: z.boolean(),
  benefits: z.array(text).min(2).max(5),
  metrics: z.array(text).min(2).max(5),
  action: text,
});

const downloadAction = z.object({ label: text, resourceTitle: text, note: text });

const result = z.object({ label: text, hint: text.optional() });

const comingSoonPanel = z.object({
  title: text,
  description: text,
  icon: iconName,
  featuresHeading: text,
  features: z.array(text).min(2).max(6),
  resourceTitle: text,
});

export const calculatorsContentSchema = z.object({
  meta: z.object({ title: text.max(70), description: text.min(120).max(160) }),
  hero: z.object({
    eyebrow: text,
    headingLead: text,
    headingHighlight: text,
    intro: text,
    primaryCta: z.object({ label: z.literal('Start Calculating') }),
    secondaryCta: z.object({ label: text, route: routeId }),
    factsTitle: text,
    facts: z.array(z.object({ value: text, label: text })).length(3),
  }),
  catalogue: sectionIntro.extend({
    benefitsLabel: text,
    metricsLabel: text,
    availableBadge: text,
    comingSoonBadge: z.literal('Coming Soon'),
    cards: z
      .array(calculatorCard)
      .length(4)
      .refine((cards) => cards.map((c) => c.id).join() === 'roi-calculator,freight-savings,automation-value,inventory-optimization', {
        message: 'the four calculator ids, in order',
      })
      .refine((cards) => cards.map((c) => c.tab).join() === calculatorTabIds.join(), { message: 'one card per tab, in tab order' }),
  }),
  calculators: sectionIntro.extend({
    anchor: z.literal('calculators'),
    tabsLabel: text,
    /** Read by screen readers while a tab's calculator is still loading. */
    loadingLabel: text,
    tabs: z
      .array(z.object({ id: tabId, label: text, icon: iconName }))
      .length(4)
      .refine(
        (tabs) =>
          tabs.map((t) => `${t.id}:${t.label}`).join() === 'roi:4PL ROI,freight:Freight Savings,automation:Automation,inventory:Inventory',
        {
          message: 'tabs must be 4PL ROI, Freight Savings, Automation, Inventory',
        },
      ),
    inputsHeading: text,
    prefillNote: text,
    resultsHeading: text,
    assumptionsHeading: text,
    disclaimer: text,
  }),
  roi: z.object({
    heading: text,
    intro: text,
    fields: z.object({
      monthlyLogisticsSpend: numberField,
      shipmentVolume: numberField,
      averageShipmentCost: numberField,
      onTimePercentage: numberField,
      warehouseCosts: numberField,
    }),
    drivingInputNote: text,
    results: z.object({
      annualSpend: result,
      potentialSavings: result,
      implementationCost: result,
      netSavings: result,
      roi: result,
      payback: result,
    }),
    monthsUnit: z.literal('months'),
    /** The results chart: cumulative savings against the implementation cost, month by month. */
    chart: z.object({
      caption: text,
      /** The hero's chart, for the example figures: "{spend}" is the example monthly spend. */
      exampleCaption: text.includes('{spend}'),
      savingsLabel: text,
      costLabel: text,
      /** A month's name in the table ("Month {n}") and on the axis ("{n}"). */
      month: text.includes('{n}'),
      axisMonth: text.includes('{n}'),
      /** The payback marker: "{months}" as the text results print it ("3.0"). */
      payback: text.includes('{months}'),
    }),
    assumptions: z.tuple([
      z.literal('20% average cost reduction'),
      z.literal('5% implementation investment'),
      z.literal('12-month implementation timeline'),
    ]),
    download: downloadAction,
  }),
  freight: z.object({
    heading: text,
    intro: text,
    fields: z.object({
      currentFreightSpend: numberField.refine((f) => /annual/i.test(f.label), { message: 'label it as annual spend' }),
      numberOfCarriers: numberField,
      manualProcessTime: numberField,
      employeeCost: numberField,
    }),
    results: z.object({
      freightSavings: result,
      laborSavings: result,
      carrierManagementSavings: result,
      totalSavings: result,
    }),
    assumptions: z.array(text).length(3),
    download: downloadAction,
  }),
  comingSoon: z.object({
    badge: z.literal('Coming Soon'),
    action: z.literal('Request Early Access'),
    note: text,
    automation: comingSoonPanel,
    inventory: comingSoonPanel,
  }),
  closing: z.object({
    eyebrow: text,
    heading: text,
    text: text,
    primary: z.object({ label: z.literal('Schedule Consultation'), route: z.literal('contact') }),
    secondary: z.object({ label: z.literal('View All Resources'), route: z.literal('resources') }),
    points: z.array(text).min(2).max(4),
  }),
});

export type CalculatorsContent = z.infer<typeof calculatorsContentSchema>;
export type CalculatorCard = CalculatorsContent['catalogue']['cards'][number];
export type NumberFieldContent = z.infer<typeof numberField>;
