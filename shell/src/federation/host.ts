/**
 * The shell as a Module Federation host, through the federation runtime API (production). The
 * shell's own code imports React, styled-components, the design system… directly — no loader
 * code between the shell and its dependencies — and provides exactly those module instances to
 * the areas as the singletons of `@meranti/contract/federation`. Areas take them from here
 * (`import: false`: they ship no copies), and share this page's one federation runtime
 * (`experiments.externalRuntime` reads it from `globalThis._FEDERATION_RUNTIME_CORE`).
 */

import { sharedSingletons } from '@meranti/contract/federation';
import * as designSystem from '@meranti/design-system';
import * as platform from '@meranti/platform';
import { init } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as styledComponents from 'styled-components';
import * as zustand from 'zustand';

declare const __MERANTI_SHARED_VERSIONS__: Record<keyof typeof sharedSingletons, string>;

/** The module instances the shell provides, one per entry of the shared map. */
const provided: Record<keyof typeof sharedSingletons, object> = {
  react,
  'react-dom': reactDom,
  'styled-components': styledComponents,
  zustand,
  '@meranti/platform': platform,
  '@meranti/design-system': designSystem,
};

export function initFederationHost() {
  (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE = runtimeCore;
  init({
    name: 'shell',
    remotes: [],
    shared: Object.fromEntries(
      Object.entries(sharedSingletons).map(([name, config]) => {
        const lib = provided[name as keyof typeof sharedSingletons];
        return [
          name,
          {
            version: __MERANTI_SHARED_VERSIONS__[name as keyof typeof sharedSingletons],
            scope: 'default',
            lib: () => lib,
            shareConfig: { singleton: config.singleton, requiredVersion: config.requiredVersion },
          },
        ];
      }),
    ),
  });
}
