import type { Area } from '@meranti/platform';

/** What a page was rendered against, as its telemetry says: the live build, a canary candidate, a team's preview. */
export type Channel = 'live' | 'candidate' | 'preview';

/** Where one area's current build lives (remotes.json and the page's embedded copy). */
export interface AreaAddress {
  readonly buildId: string;
  /** URL of the area's remoteEntry.js. */
  readonly entry: string;
  /** The channel of this build when it is not the live one (telemetry; default `live`). */
  readonly channel?: Channel;
}

export type AreaAddresses = Readonly<Record<Area, AreaAddress>>;

/**
 * What a prerendered page carries for hydration, embedded as a JSON script (not executed, so it
 * passes a strict CSP): the resolved area addresses at prerender time, the site address and
 * the build date.
 */
export interface BootData {
  readonly siteUrl: string;
  /** Base address of static media (ASSETS_BASE_URL; default /assets/). */
  readonly assetsBase?: string;
  readonly buildDate: string;
  readonly remotes: AreaAddresses;
  /** The shell's federated entry, started by the start-up script after the first paint. */
  readonly shellEntry?: string;
  /**
   * Every module the shell and this page load before hydration, announced at once (as
   * modulepreload) by the start-up script after the first paint, so hydration never waits on a
   * chain of requests.
   */
  readonly preload?: readonly string[];
  /**
   * The module the landing page's area exposes as `./pages`, in the build the page was rendered
   * against. The shell imports it directly for the first page, so neither the federation runtime
   * nor the area's remote entry is part of the first load; they follow after hydration (ADR 8).
   */
  readonly pagesModule?: string;
  /**
   * What the shell loads right after hydration to initialise the federation: the runtime and the
   * landing area's remote entry with its imports and its map of shared modules. Announced at once
   * (as modulepreload) when that starts, so it takes one round trip, not one per level of imports.
   */
  readonly warm?: readonly string[];
  readonly analyticsEndpoint?: string;
  /** The shell's build id (telemetry, ADR 24). */
  readonly shellBuild?: string;
  /** The channel of the build this page was rendered against (telemetry; default `live`). */
  readonly channel?: Channel;
}

export const BOOT_ELEMENT_ID = '__MERANTI_BOOT__';

export function readBootData(doc: Document): BootData | null {
  const el = doc.getElementById(BOOT_ELEMENT_ID);
  if (!el?.textContent) return null;
  return JSON.parse(el.textContent) as BootData;
}
