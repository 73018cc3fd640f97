/**
 * Node only (build configs and the release scripts, never a browser bundle): what a build is made
 * against — the installed version of each shared singleton of `@meranti/contract/federation`, and the range the
 * build asks the host for. The shell provides these versions at run time (src/federation/host.ts);
 * the deploy compares an area's record with the live shell's (scripts/lib/compat.mjs, ADR 20).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sharedSingletons } from '../../shell/packages/contract/src/federation.ts';

export type SharedName = keyof typeof sharedSingletons;

/** The installed version of every shared singleton, read from `nodeModules/<name>/package.json`. */
export function installedSharedVersions(nodeModules: string): Record<SharedName, string> {
  return Object.fromEntries(
    Object.keys(sharedSingletons).map((name) => {
      const pkg = JSON.parse(readFileSync(path.join(nodeModules, name, 'package.json'), 'utf8')) as { version: string };
      return [name, pkg.version];
    }),
  ) as Record<SharedName, string>;
}

export interface SharedBuildInfo {
  /** Version of the seam, `@meranti/platform`: an area must be built against the shell's major. */
  readonly platform: string;
  /** Each singleton: the installed version and the range this build asks for (`requiredVersion`). */
  readonly shared: Readonly<Record<string, { readonly version: string; readonly requiredVersion: string }>>;
}

export function sharedBuildInfo(nodeModules: string): SharedBuildInfo {
  const versions = installedSharedVersions(nodeModules);
  return {
    platform: versions['@meranti/platform'],
    shared: Object.fromEntries(
      Object.entries(sharedSingletons).map(([name, config]) => [
        name,
        { version: versions[name as SharedName], requiredVersion: config.requiredVersion },
      ]),
    ),
  };
}
