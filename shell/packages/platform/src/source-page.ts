/**
 * Where an enquiry came from (docs/product-rules.md#contact-enquiry). The shell writes these session-storage keys on
 * navigation; the contact form reads them through `resolveSourcePage`.
 */
export const storageKeys = {
  lastVisitedPath: 'meranti:lastVisitedPath',
  ctaSourcePage: 'meranti:ctaSourcePage',
  ctaSourceUrl: 'meranti:ctaSourceUrl',
} as const;

export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const CONTACT_PATH = '/contact';

/** Record a route change: the last visited path, unless it is the contact page. */
export function rememberVisit(store: KeyValueStore, pathname: string): void {
  if (pathname !== CONTACT_PATH) store.setItem(storageKeys.lastVisitedPath, pathname);
}

/** Record the page a call to action to the contact page was clicked on. */
export function rememberCtaSource(store: KeyValueStore, pathname: string, url: string): void {
  store.setItem(storageKeys.ctaSourcePage, pathname);
  store.setItem(storageKeys.ctaSourceUrl, url);
}

export interface SourcePage {
  /** The enquiry's referrerPage. */
  readonly page: string;
  /** The enquiry's ctaSourceUrl: the stored CTA URL, else the source page, else /direct. */
  readonly ctaSourceUrl: string;
}

/**
 * The source-page rule: a stored call-to-action source page (then cleared); else the last
 * visited page if it is not the contact page; else the current path. Empty values fall back to
 * `/direct`.
 */
export function resolveSourcePage(store: KeyValueStore, currentPath: string): SourcePage {
  const cta = store.getItem(storageKeys.ctaSourcePage);
  const ctaUrl = store.getItem(storageKeys.ctaSourceUrl);
  if (cta) {
    store.removeItem(storageKeys.ctaSourcePage);
    store.removeItem(storageKeys.ctaSourceUrl);
  }
  const last = store.getItem(storageKeys.lastVisitedPath);
  const page = cta || (last && last !== CONTACT_PATH ? last : '') || currentPath || '/direct';
  return { page, ctaSourceUrl: ctaUrl || page || '/direct' };
}
