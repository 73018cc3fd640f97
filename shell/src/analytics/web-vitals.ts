import { type Metric, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import type { Analytics } from './analytics';

/** LCP, INP (FID's successor), CLS, FCP and TTFB, reported through the analytics adapter. */
export function reportWebVitals(analytics: Analytics) {
  const report = ({ name, value, id }: Metric) =>
    analytics.event({ action: name, category: 'web-vitals', label: id, value: Math.round(name === 'CLS' ? value * 1000 : value) });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
