/**
 * The shell as a Module Federation host, through the federation runtime API (production). The
 * shell's own code imports React, styled-components, the design system… directly — no loader
 * code between the shell and its dependencies — and provides exactly those module instances to
 * the areas as the singletons of `@meranti/contract/federation` (./shared.ts). Areas take them
 * from here (`import: false`: they ship no copies), and share this page's one federation runtime
 * (`experiments.externalRuntime` reads it from `globalThis._FEDERATION_RUNTIME_CORE`).
 *
 * No first load needs it: the first page's module is imported directly (./shared.ts), and the
 * registry imports this module after hydration or at the first navigation (ADR 8).
 */

import { sharedSingletons } from '@meranti/contract/federation';
import { init, loadRemote, registerRemotes } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import { provided, type SharedName } from './shared';

declare const __MERANTI_SHARED_VERSIONS__: Record<SharedName, string>;

let started = false;

/** The runtime's API, the host initialised first (production; in dev the federation plugin has done it). */
export function federationHost() {
  if (import.meta.env.PROD && !started) {
    started = true;
    (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
    init({
      name: 'shell',
      remotes: [],
      shared: Object.fromEntries(
        Object.entries(sharedSingletons).map(([name, config]) => {
          const lib = provided[name as SharedName];
          return [
            name,
            {
              version: __MERANTI_SHARED_VERSIONS__[name as SharedName],
              scope: 'default',
              lib: () => lib,
              shareConfig: { singleton: config.singleton, requiredVersion: config.requiredVersion },
            },
          ];
        }),
      ),
    });
  }
  return { loadRemote, registerRemotes };
}

export type FederationHost = ReturnType<typeof federationHost>;
