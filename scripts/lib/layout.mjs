// Where builds are published. `.site/` is exactly what the server serves; `.ssr/` holds the
// Node builds the prerender imports (never served).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITE_DIR = process.env.SITE_DIR ? path.resolve(process.env.SITE_DIR) : path.join(ROOT, '.site');
/** The API's DATA_DIR (its default as api/src/config/env.ts has it): `npm run stack` keeps its state under stack/. */
export const DATA_DIR = process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : path.join(ROOT, '.data');
export const SSR_DIR = process.env.SSR_DIR ? path.resolve(process.env.SSR_DIR) : path.join(ROOT, '.ssr');

/** The three remotes: area name → workspace folder. */
export const AREAS = {
  marketing: 'mfe-marketing',
  resources: 'mfe-resources',
  contact: 'mfe-contact',
};

export const REMOTES_MANIFEST = path.join(SITE_DIR, 'remotes.json');

/** What the live shell was built with (platform and shared singleton versions and ranges), written by its build. */
export const SHELL_BUILD_INFO = path.join(SSR_DIR, 'shell', 'build-info.json');

/** The shell's build id in the site (`{ buildId }`; the prerender writes it into every page's boot data, the API labels telemetry with it). Never served (leading `_`). */
export const SHELL_BUILD_FILE = '_shell.json';

/** Where an area build keeps its browser build's source maps, inside its Node build (artifact `server/`, `.ssr/<area>/<buildId>/`). */
export const CLIENT_MAPS = 'client-maps';

/** The shell's source maps, of every shell build (chunk names are content hashes); never served. */
export const SHELL_MAPS_DIR = path.join(SSR_DIR, 'shell-maps');

/** One line per deploy and rollback (scripts/lib/release-log.mjs); never served. */
export const RELEASE_LOG = path.join(SITE_DIR, 'releases.ndjson');

/** Where `npm run build:area` and `npm run build` write area artifacts (CI takes them from here). */
export const ARTIFACTS_DIR = path.join(ROOT, '.artifacts');

/** Written at the end of a clean build (not served): `npm start` compares sources against it. */
export const BUILD_STAMP = path.join(SSR_DIR, 'build-stamp.json');
