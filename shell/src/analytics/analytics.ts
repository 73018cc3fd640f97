import type { AnalyticsEvent } from '@meranti/platform';

type DataLayerEntry = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[];
  }
}

/**
 * The analytics adapter (docs/product-rules.md#analytics): page views and events go to `window.dataLayer` (the
 * tag-manager convention) and, where an endpoint is configured, are beaconed to it. No
 * third-party request by default.
 */
export function createAnalytics(endpoint: string | undefined) {
  const send = (entry: DataLayerEntry) => {
    window.dataLayer ??= [];
    window.dataLayer.push(entry);
    if (endpoint && typeof navigator.sendBeacon === 'function') {
      navigator.sendBeacon(endpoint, JSON.stringify(entry));
    }
  };
  return {
    pageView(path: string) {
      // The telemetry client (ADR 24) counts page views from here too: those before it loaded from the dataLayer.
      send({ event: 'page_view', page_path: path, page_location: window.location.href, page_title: document.title });
    },
    event({ action, category, label, value }: AnalyticsEvent) {
      send({ event: action, event_category: category, event_label: label, value });
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;
