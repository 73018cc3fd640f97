import { SHARED_CACHE_GLOBAL, sharedCacheKeys, sharedSingletons } from '@meranti/contract/federation';
import * as react from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { provided, provideSharedModules } from '../src/federation/shared';

// What the shell writes into the page's shared-module cache before the first page's module loads
// (src/federation/shared.ts, ADR 8): the areas' wrappers read each package there
// (scripts/test/shared-cache-contract.test.mjs runs one on such a cache).

type Cache = { share: Record<string | symbol, unknown> };
const cache = () => (globalThis as unknown as Record<string, Cache | undefined>)[SHARED_CACHE_GLOBAL];

describe('the shared modules the shell provides', () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>)[SHARED_CACHE_GLOBAL];
  });

  it('are every shared singleton, under its key and alias, owned by the shell', () => {
    provideSharedModules();
    const share = cache()?.share ?? {};
    expect(Object.keys(provided).sort()).toEqual(Object.keys(sharedSingletons).sort());
    for (const [name, lib] of Object.entries(provided)) {
      const { canonical, alias } = sharedCacheKeys(name);
      expect(share[canonical]).toBe(lib);
      expect(share[alias]).toBe(lib);
    }
    expect(share['default:react']).toBe(react);
    const owners = share[Symbol.for('module-federation.shared-cache-owners')] as Record<string, string>;
    expect(owners['default:react']).toBe('shell');
  });

  it('leave an instance already there as it is', () => {
    const earlier = { useState: () => undefined };
    (globalThis as Record<string, unknown>)[SHARED_CACHE_GLOBAL] = { share: { 'default:react': earlier }, remote: {} };
    provideSharedModules();
    provideSharedModules();
    expect(cache()?.share['default:react']).toBe(earlier);
    expect(cache()?.share['default:zustand']).toBe(provided.zustand);
  });
});
