/**
 * Serves the built site (SITE_DIR) as the front-end build lays it out:
 *   /               → index.html            /contact → contact/index.html
 *   /contact/       → 301 /contact          /404 and any unknown path → 404.html, status 404
 *   _redirects.json → [{ from, to, status }] applied before any file lookup
 *   _routes.json    → detail routes (`/blog/:id` …): a path with no file of its own that matches
 *                     one is answered by the route's rule — its fallback page with 404, a 301, or
 *                     (`lookup`) the fallback page with 200/404 as `lookups[routeId]` says (the
 *                     folders starting with "_" are never served by name)
 *   Both files follow deploys without a restart: a request re-reads one when its modification
 *   time, size or inode changed, looking at most every `reloadCheckMs` (default 1 s; ADR 20).
 *   releases.ndjson (the release log: who deployed what) is never served.
 * Caching: assets/** and mfe/** are content-addressed (a year, immutable); HTML, remotes.json,
 * sitemap.xml and robots.txt are revalidated (no-cache); other files (fonts, media, brand) a day.
 * Pages and remotes.json vary by Cookie as well: a visitor on a candidate build (a canary's share,
 * a preview) gets other ones — the middleware before this one (releases/channel.ts) says which,
 * per request, in `res.locals` (`ReleaseChannelAnswer`): folders whose pages stand in for the
 * site's, and the headers and body changes of the answer.
 * Encoding: the build writes brotli and gzip copies beside each compressible file (`x.js.br`,
 * `x.js.gz`, scripts/lib/precompress.mjs); the best one the browser accepts is sent, never one
 * older than its file. The copies cannot be requested by name.
 * HTTP: content-addressed and media files go out through `send` (the library under
 * express.static/serve-static): ETag and Last-Modified, conditional GET (304), Range (206), HEAD.
 * The revalidated files (pages, remotes.json, sitemap.xml, robots.txt) are what a deploy replaces
 * (by rename) while the server runs: each is read whole from one open file and sent with its own
 * ETag and Last-Modified (conditional GET and HEAD as above, no Range), so an answer is always one
 * complete version of the file — `send` takes the length from a stat before it opens the file,
 * and a rename between the two would cut or overrun the body. express.static itself does not fit: its
 * lookup (a folder redirects to a trailing slash, no precompressed copies, no route-table rules for
 * detail paths, its own 404) is the opposite of what this site needs (README, "Static serving").
 * Safety: only GET and HEAD; the decoded path may not contain "..", ".", dot-files, backslashes
 * or NUL; an encoded separator (%2F) names no file (404: `/contact%2F` is not `/contact/`); the
 * resolved file must lie inside SITE_DIR; no directory listings.
 * Faults: a file that is not there is a 404; any other error reading the site (EMFILE when
 * descriptors run out, EIO, EACCES …) is the server's fault — 503 with Retry-After, never cached,
 * logged with its code, and reported by /healthz (`SiteReadErrors`) — never a 404 that a visitor,
 * a cache or a crawler would take for "gone".
 */
import { readFileSync, type Stats, statSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import express, { type Express, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import {
  CACHE_CONTROL,
  COMPRESSIBLE_TYPES,
  cacheControlFor,
  contentTypeFor,
  DETAIL_ROUTES_FILE,
  detailRoutesSchema,
  ENCODINGS,
  isNeverServedByName,
  NOT_FOUND_PAGE,
  patternToRegExp,
  REDIRECTS_FILE,
  redirectKey,
  redirectsSchema,
} from './site-rules';

interface DetailRoute {
  readonly id: string;
  readonly match: (pathname: string) => Record<string, string> | null;
  readonly unknown: 'not-found' | 'lookup' | { readonly redirect: string };
  readonly fallback: string | null;
}

/** Whether a detail route's record exists, by route id (for `lookup` routes). */
export type DetailLookups = Readonly<Record<string, (params: Readonly<Record<string, string>>) => boolean>>;

function compilePattern(pattern: string): (pathname: string) => Record<string, string> | null {
  const { source, names } = patternToRegExp(pattern);
  const re = new RegExp(source);
  return (pathname) => {
    const m = re.exec(pathname);
    return m ? Object.fromEntries(names.map((n, i) => [n, m[i + 1] ?? ''])) : null;
  };
}

function parseDetailRoutes(text: string | null, logger: Logger): DetailRoute[] {
  if (text === null) return []; // no detail routes in this build
  try {
    return Object.entries(detailRoutesSchema.parse(JSON.parse(text)).routes).map(([id, r]) => ({
      id,
      match: compilePattern(r.pattern),
      unknown: r.unknown,
      fallback: r.fallback,
    }));
  } catch (err) {
    logger.warn({ err: { message: (err as Error).message } }, '_routes.json ignored: not a detail-route manifest');
    return [];
  }
}

/**
 * A file of the site parsed once and again whenever it changes: `get()` looks at the file's
 * modification time, size and inode at most every `checkMs` (a deploy replaces it by rename), and
 * re-parses it when they differ. A missing file parses as `null`.
 */
export function followFile<T>(file: string, parse: (text: string | null) => T, checkMs: number): { get: () => T } {
  const signatureOf = (): string => {
    try {
      const stat = statSync(file);
      return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
    } catch {
      return 'missing';
    }
  };
  const read = (): string | null => {
    try {
      return readFileSync(file, 'utf8');
    } catch {
      return null;
    }
  };
  let signature = signatureOf();
  let value = parse(read());
  let checkedAt = Date.now();
  return {
    get: () => {
      if (Date.now() - checkedAt < checkMs) return value;
      checkedAt = Date.now();
      const now = signatureOf();
      if (now !== signature) {
        signature = now;
        value = parse(read());
      }
      return value;
    },
  };
}

/** Errors that mean "no such file here" (a 404); any other is a fault of the server (503). */
const NOT_THERE = new Set(['ENOENT', 'ENOTDIR', 'ENAMETOOLONG', 'ELOOP', 'EISDIR']);
const isNotThere = (err: unknown): boolean => NOT_THERE.has((err as NodeJS.ErrnoException)?.code ?? '');

/** An error reading the site that is not "no such file": answered 503 and reported by /healthz. */
class SiteReadError extends Error {
  readonly code: string;
  constructor(cause: unknown) {
    const e = cause as NodeJS.ErrnoException;
    super(e?.message ?? String(cause));
    this.code = e?.code ?? 'EIO';
  }
}

/** Site read faults of this process, for /healthz: how many, and the last one. */
export class SiteReadErrors {
  count = 0;
  last: { code: string; at: number } | undefined;
  record(code: string): void {
    this.count++;
    this.last = { code, at: Date.now() };
  }
  /** The last fault, if it happened within `windowMs`. */
  recent(windowMs = 60_000, now = Date.now()): { code: string; at: number } | undefined {
    return this.last && now - this.last.at <= windowMs ? this.last : undefined;
  }
}

/** Reads a whole file through one descriptor: the bytes and the stat of the same version of it. */
async function readWhole(file: string): Promise<{ body: Buffer; mtime: Date }> {
  const handle = await fs.open(file, 'r');
  try {
    const [stat, body] = await Promise.all([handle.stat(), handle.readFile()]);
    if (!stat.isFile()) throw new Error(`${file} is not a file`);
    return { body, mtime: stat.mtime };
  } finally {
    await handle.close();
  }
}

function parseRedirects(text: string | null, logger: Logger): Map<string, { to: string; status: number }> {
  const map = new Map<string, { to: string; status: number }>();
  if (text === null) return map; // no redirects in this build
  try {
    for (const r of redirectsSchema.parse(JSON.parse(text))) map.set(redirectKey(r.from), { to: r.to, status: r.status });
  } catch (err) {
    logger.warn({ err: { message: (err as Error).message } }, '_redirects.json ignored: not a list of { from, to, status }');
  }
  return map;
}

/** The stat of `file`, or null when there is none; any other error is a SiteReadError. */
async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await fs.stat(file);
  } catch (err) {
    if (isNotThere(err)) return null;
    throw new SiteReadError(err);
  }
}

/** The precompressed copy of `relative` to send for this request, if there is a fresh one. */
async function encodedCopy(req: Request, root: string, relative: string): Promise<{ encoding: string; file: string } | undefined> {
  const accepted = ENCODINGS.filter(({ encoding }) => req.acceptsEncodings(encoding) === encoding);
  if (accepted.length === 0) return undefined;
  const original = await statOrNull(path.join(root, relative));
  if (!original) return undefined;
  for (const { encoding, suffix } of accepted) {
    const copy = await statOrNull(path.join(root, relative + suffix));
    if (copy?.isFile() && copy.mtimeMs >= original.mtimeMs) return { encoding, file: relative + suffix };
  }
  return undefined;
}

const isFile = async (file: string): Promise<boolean> => (await statOrNull(file))?.isFile() ?? false;

/** The key in `res.locals` of the request's `ReleaseChannelAnswer`. */
export const RELEASE_CHANNEL_LOCAL = 'releaseChannel';

/**
 * What the release channel of a request (releases/channel.ts) asks of its revalidated pages (HTML)
 * and remotes.json: the channel's middleware puts it in `res.locals[RELEASE_CHANNEL_LOCAL]`.
 */
export interface ReleaseChannelAnswer {
  /** Folders (absolute) whose pages stand in for the site's own: the first that has the HTML file serves it. */
  readonly pageFolders: readonly string[];
  /** Whether `finish` changes the body of this file (then it is read as it is, never a precompressed copy). */
  rewrites(relative: string): boolean;
  /**
   * Just before the answer goes out (its file read whole): sets the channel's headers and returns
   * the body to send. `folder`: the page folder the file came from (undefined: the site).
   */
  finish(res: Response, answer: { relative: string; folder: string | undefined; body: Buffer }): Buffer;
}

const REMOTES_FILE = 'remotes.json';
/** Answers that differ by release channel: the pages and remotes.json. */
const isChannelled = (relative: string): boolean => relative.endsWith('.html') || relative === REMOTES_FILE;

const channelOf = (res: Response): ReleaseChannelAnswer | undefined =>
  (res.locals as Record<string, ReleaseChannelAnswer | undefined>)[RELEASE_CHANNEL_LOCAL];

/** The page folder of the request's channel that has the HTML file `relative`, if any. */
async function pageFolderFor(res: Response, relative: string): Promise<string | undefined> {
  if (!relative.endsWith('.html')) return undefined;
  for (const folder of channelOf(res)?.pageFolders ?? []) if (await isFile(path.join(folder, relative))) return folder;
  return undefined;
}

/** Retry-After of a 503 when the site's files could not be read (descriptors free up in moments). */
export const SITE_RETRY_AFTER_SECONDS = 5;

export function staticSite({
  siteDir,
  logger,
  lookups = {},
  reloadCheckMs = 1000,
  readErrors = new SiteReadErrors(),
}: {
  siteDir: string;
  logger: Logger;
  lookups?: DetailLookups;
  /** How often at most a request looks whether `_redirects.json` or `_routes.json` changed. */
  reloadCheckMs?: number;
  /** Where read faults are counted (the app's /healthz reads it). */
  readErrors?: SiteReadErrors;
}): Express {
  const root = path.resolve(siteDir);
  const redirects = followFile(path.join(root, REDIRECTS_FILE), (text) => parseRedirects(text, logger), reloadCheckMs);
  const detailRoutes = followFile(
    path.join(root, DETAIL_ROUTES_FILE),
    (text) => {
      const parsed = parseDetailRoutes(text, logger);
      for (const r of parsed)
        if (r.unknown === 'lookup' && !lookups[r.id])
          logger.warn({ route: r.id }, 'detail route has no lookup: every unknown value answers 404');
      return parsed;
    },
    reloadCheckMs,
  );

  /** A read fault (not "no such file"): 503 with Retry-After, never cached; logged and counted for /healthz. */
  const unavailable = (req: Request, res: Response, err: unknown) => {
    const fault = err instanceof SiteReadError ? err : new SiteReadError(err);
    readErrors.record(fault.code);
    logger.error({ err: { code: fault.code, message: fault.message }, path: req.path }, 'site file could not be read: answered 503');
    if (res.headersSent) {
      res.destroy();
      return;
    }
    for (const name of ['Content-Encoding', 'Content-Type', 'Vary', 'ETag', 'Last-Modified']) res.removeHeader(name);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', String(SITE_RETRY_AFTER_SECONDS));
    res.status(503).type('text/plain').send('Service Unavailable');
  };

  /**
   * Sends a file of the site (or its precompressed copy). `onError` runs when it is not there
   * (anymore); any other failure to read it answers 503.
   */
  const sendSiteFile = async (req: Request, res: Response, relative: string, onError: () => void) => {
    const revalidated = res.getHeader('Cache-Control') === CACHE_CONTROL.revalidate;
    const channel = revalidated && isChannelled(relative) ? channelOf(res) : undefined;
    let copy: Awaited<ReturnType<typeof encodedCopy>>;
    let folder: string | undefined;
    try {
      folder = channel ? await pageFolderFor(res, relative) : undefined;
      copy = channel?.rewrites(relative) ? undefined : await encodedCopy(req, folder ?? root, relative);
    } catch (err) {
      unavailable(req, res, err);
      return;
    }
    res.setHeader('Content-Type', contentTypeFor(relative));
    if (COMPRESSIBLE_TYPES.test(contentTypeFor(relative))) res.vary('Accept-Encoding');
    if (revalidated && isChannelled(relative)) res.vary('Cookie');
    if (copy) res.setHeader('Content-Encoding', copy.encoding);
    if (revalidated) {
      // A file a deploy may replace at any moment: one complete version of it (see the top).
      try {
        const { body, mtime } = await readWhole(path.join(folder ?? root, copy?.file ?? relative));
        res.setHeader('Last-Modified', mtime.toUTCString());
        res.send(channel ? channel.finish(res, { relative, folder, body }) : body);
      } catch (err) {
        if (!isNotThere(err)) return unavailable(req, res, err);
        res.removeHeader('Content-Encoding');
        onError();
      }
      return;
    }
    res.sendFile(copy?.file ?? relative, { root, dotfiles: 'deny', cacheControl: false, etag: true, lastModified: true }, (err) => {
      if (!err) return;
      // `send` answers a missing file with status 404 and keeps the code of any other failure.
      if ((err as { status?: number }).status !== 404 && !isNotThere(err)) return unavailable(req, res, err);
      if (res.headersSent) res.end();
      else {
        res.removeHeader('Content-Encoding');
        onError();
      }
    });
  };

  const send = (req: Request, res: Response, relative: string) => {
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    res.status(200);
    res.setHeader('Cache-Control', cacheControlFor(urlPath));
    void sendSiteFile(req, res, relative, () => notFound(req, res));
  };

  const notFound = (req: Request, res: Response) => {
    isFile(path.join(root, NOT_FOUND_PAGE)).then(
      (exists) => {
        if (res.headersSent) return;
        if (exists) {
          res.status(404);
          res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
          void sendSiteFile(req, res, NOT_FOUND_PAGE, () => res.status(404).type('text/plain').send('Not Found'));
        } else res.status(404).type('text/plain').send('Not Found');
      },
      (err: unknown) => unavailable(req, res, err),
    );
  };

  /** A path with no file of its own: the rule of the detail route it matches, if any. */
  const detail = (req: Request, res: Response, decoded: string): boolean => {
    for (const r of detailRoutes.get()) {
      const params = r.match(decoded);
      if (!params) continue;
      if (typeof r.unknown === 'object') {
        res.redirect(301, r.unknown.redirect);
        return true;
      }
      if (!r.fallback) return false;
      const known = r.unknown === 'lookup' && (lookups[r.id]?.(params) ?? false);
      res.status(known ? 200 : 404);
      res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
      void sendSiteFile(req, res, r.fallback, () => notFound(req, res));
      return true;
    }
    return false;
  };

  const handler: RequestHandler = (req, res) => {
    serve(req, res).catch((err: unknown) => unavailable(req, res, err));
  };

  const serve = async (req: Request, res: Response): Promise<void> => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain').send('Method Not Allowed');
      return;
    }
    const raw = req.path;
    let decoded: string;
    try {
      decoded = decodeURIComponent(raw);
    } catch {
      res.status(400).type('text/plain').send('Bad Request');
      return;
    }
    if (raw.includes('\\') || decoded.includes('\\') || decoded.includes('\0')) {
      res.status(400).type('text/plain').send('Bad Request');
      return;
    }
    // An encoded separator is not a separator: no file is named by one (and `/contact%2F` must not
    // redirect to itself, nor `/releases.ndjson%2F` reach the release log by another name).
    if (/%2f/i.test(raw)) {
      notFound(req, res);
      return;
    }
    const segments = decoded.split('/').slice(1);
    // "//host" would be an open redirect once the trailing slash is taken off; ".." and dot-files
    // never name a file we serve.
    if (decoded.startsWith('//') || segments.some((s, i) => s.startsWith('.') || (s === '' && i < segments.length - 1))) {
      notFound(req, res);
      return;
    }
    const query = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
    const redirect = redirects.get().get(redirectKey(decoded));
    if (redirect) {
      res.redirect(redirect.status, redirect.to);
      return;
    }
    if (decoded !== '/' && decoded.endsWith('/')) {
      res.redirect(301, `${raw.replace(/\/+$/, '')}${query}`);
      return;
    }
    if (isNeverServedByName(decoded)) {
      notFound(req, res);
      return;
    }
    const absolute = path.resolve(root, `.${decoded}`);
    if (absolute !== root && !absolute.startsWith(root + path.sep)) {
      notFound(req, res);
      return;
    }
    const relative = path.relative(root, absolute);
    if (decoded === '/' || !(await isFile(absolute))) {
      const index = path.join(relative, 'index.html');
      if ((await isFile(path.join(root, index))) || (await pageFolderFor(res, index))) send(req, res, index);
      else if (!detail(req, res, decoded)) notFound(req, res);
      return;
    }
    send(req, res, relative);
  };

  // A sub-app of its own, so that files get ETags (res.sendFile follows the app's "etag" setting,
  // which the API app turns off for its JSON answers).
  const site = express();
  site.disable('x-powered-by');
  site.set('etag', 'weak');
  site.use(handler);
  return site;
}
