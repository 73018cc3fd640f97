import { type MetricWithAttribution, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals/attribution';
import type { Analytics } from './analytics';

/**
 * LCP, INP (FID's successor), CLS, FCP and TTFB, reported through the analytics adapter
 * (`window.dataLayer`: docs/product-rules.md#analytics) and to `onMetric` (the telemetry client, ADR 24), with
 * web-vitals' attribution: the LCP element, the INP target, the largest shift's element.
 */
export function reportWebVitals(analytics: Analytics, onMetric?: (metric: MetricWithAttribution) => void) {
  const report = (metric: MetricWithAttribution) => {
    const { name, value, id } = metric;
    analytics.event({ action: name, category: 'web-vitals', label: id, value: Math.round(name === 'CLS' ? value * 1000 : value) });
    onMetric?.(metric);
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
