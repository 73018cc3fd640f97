/**
 * The module instances the shell provides to the areas, one per entry of the shared map
 * (`@meranti/contract/federation`), and how the first page's module gets them without the
 * federation runtime.
 *
 * An area's build takes every shared package from the shell (`import: false`), and its code reads
 * each one from the page's shared-module cache (`SHARED_CACHE_GLOBAL` in the contract), waiting for
 * the runtime only when the package is not there. The runtime puts exactly these instances there
 * when it initialises an area's remote entry. The shell puts them there itself before it loads the
 * first page's module, so that module needs neither the runtime nor the area's remote entry: it is
 * imported directly, and both load after hydration (ADR 8). A remote entry initialised later finds
 * them and leaves them as they are (the cache keeps the first provider of an instance).
 */

import { SHARED_CACHE_GLOBAL, sharedCacheKeys, type sharedSingletons } from '@meranti/contract/federation';
import * as designSystem from '@meranti/design-system';
import * as platform from '@meranti/platform';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as styledComponents from 'styled-components';
import * as zustand from 'zustand';

export type SharedName = keyof typeof sharedSingletons;

/** The module instances the shell provides, one per entry of the shared map. */
export const provided: Readonly<Record<SharedName, object>> = {
  react,
  'react-dom': reactDom,
  'styled-components': styledComponents,
  zustand,
  '@meranti/platform': platform,
  '@meranti/design-system': designSystem,
};

/** Who wrote an entry, as the federation runtime records it (the provider's federation name). */
const OWNERS = Symbol.for('module-federation.shared-cache-owners');

interface SharedCache {
  share: Record<string | symbol, unknown>;
  remote: Record<string, unknown>;
}

/** Puts the shell's instance of every shared package into the page's shared-module cache (once). */
export function provideSharedModules() {
  const global = globalThis as unknown as Record<string, SharedCache | undefined>;
  global[SHARED_CACHE_GLOBAL] ??= { share: {}, remote: {} };
  const cache = global[SHARED_CACHE_GLOBAL];
  cache.share ??= {};
  cache.remote ??= {};
  const share = cache.share;
  if (!Object.hasOwn(share, OWNERS)) {
    Object.defineProperty(share, OWNERS, { value: Object.create(null), enumerable: false, configurable: false, writable: false });
  }
  const owners = share[OWNERS] as Record<string, string>;
  for (const [name, lib] of Object.entries(provided)) {
    const { canonical, alias } = sharedCacheKeys(name);
    if (share[canonical] !== undefined) continue;
    share[canonical] = lib;
    Object.defineProperty(share, alias, { value: lib, enumerable: true, configurable: true, writable: true });
    owners[canonical] = 'shell';
  }
}
