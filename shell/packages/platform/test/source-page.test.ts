import { beforeEach, describe, expect, it } from 'vitest';
import { type KeyValueStore, rememberCtaSource, rememberVisit, resolveSourcePage, storageKeys } from '../src/source-page';

class MemoryStore implements KeyValueStore {
  readonly data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

describe('the source-page rule (docs/product-rules.md#contact-enquiry)', () => {
  let store: MemoryStore;
  beforeEach(() => {
    store = new MemoryStore();
  });

  it('prefers a stored call-to-action source, then clears it', () => {
    rememberVisit(store, '/services');
    rememberCtaSource(store, '/resources/calculators', 'https://meranti4pl.example/resources/calculators?tab=freight');
    expect(resolveSourcePage(store, '/contact')).toEqual({
      page: '/resources/calculators',
      ctaSourceUrl: 'https://meranti4pl.example/resources/calculators?tab=freight',
    });
    expect(store.getItem(storageKeys.ctaSourcePage)).toBeNull();
    // Cleared: the next enquiry falls back to the last visited page.
    expect(resolveSourcePage(store, '/contact')).toEqual({ page: '/services', ctaSourceUrl: '/services' });
  });

  it('uses the last visited page when it is not the contact page', () => {
    rememberVisit(store, '/');
    rememberVisit(store, '/contact');
    expect(store.getItem(storageKeys.lastVisitedPath)).toBe('/');
    expect(resolveSourcePage(store, '/contact').page).toBe('/');
  });

  it('falls back to the current path, then /direct', () => {
    expect(resolveSourcePage(store, '/assessment')).toEqual({ page: '/assessment', ctaSourceUrl: '/assessment' });
    expect(resolveSourcePage(store, '')).toEqual({ page: '/direct', ctaSourceUrl: '/direct' });
  });

  it('ignores a stored last path that is the contact page', () => {
    store.setItem(storageKeys.lastVisitedPath, '/contact');
    expect(resolveSourcePage(store, '/resources/assessments').page).toBe('/resources/assessments');
  });
});
