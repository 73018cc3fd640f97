/**
 * Which build each visitor gets: the release channel, decided per request before the site is
 * served (mounted right before staticSite). `SITE_DIR/_candidates.json` (./candidates.ts) names the
 * candidate builds staged beside the live ones; it is followed without a restart (re-read when its
 * modification time, size or inode change, looked at at most every `reloadCheckMs`).
 *   - Preview: `?preview=<token>` on any GET path: a valid token (./preview-token.ts) naming a staged
 *     candidate sets the preview cookie (until the token expires) and answers 303 to the same
 *     address without `preview`; an invalid one answers 403 saying why, and sets nothing.
 *     `?preview=leave` clears the cookie (303 likewise). A cookie whose token no longer holds (expired,
 *     the candidate promoted or withdrawn) is cleared and the visitor is live.
 *   - Canary: while a canary runs (share above 0), a visitor without a bucket draws one (0–99), kept
 *     in a cookie for 30 days; buckets below the share get the candidate. No canary: no cookie, and
 *     a bucket cookie is ignored.
 * A visitor on the candidate (canary or preview) of an area gets that area's pages from the
 * candidate's pages folder (where it has the file; every other file is the live site's) and a
 * remotes.json whose entry for the area names the candidate build with its channel. Pages and
 * remotes.json always vary by Cookie; candidate answers are `private, no-cache`; every page and
 * remotes.json of a preview is `private, no-store` and `noindex`, and a preview page shows a small
 * banner naming the build with a link out of the preview. `X-Release-Channel` says which
 * (live | candidate | preview).
 */
import { randomInt } from 'node:crypto';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { followFile, RELEASE_CHANNEL_LOCAL, type ReleaseChannelAnswer } from '../http/static-site';
import {
  BUCKET_COOKIE,
  BUCKET_MAX_AGE_SECONDS,
  BUCKETS,
  CANDIDATE_AREAS,
  CANDIDATES_FILE,
  type Candidate,
  type CandidateArea,
  type CandidateState,
  NO_CANDIDATES,
  PREVIEW_COOKIE,
  parseCandidateState,
  runningCanary,
} from './candidates';
import { type PreviewTokenRefusal, verifyPreviewToken } from './preview-token';

export type ReleaseChannel = 'live' | 'candidate' | 'preview';

/** The query parameter of preview links (`?preview=<token>`, `?preview=leave`). */
export const PREVIEW_PARAM = 'preview';
/** `?preview=leave`: out of the preview. */
export const LEAVE_PREVIEW = 'leave';
/** The response header that says which channel an answer is of. */
export const CHANNEL_HEADER = 'X-Release-Channel';

const REMOTES = 'remotes.json';

/** Why a preview link is refused: its token's fault, or a build no longer staged. */
export type PreviewRefusal = PreviewTokenRefusal | 'no-candidate';

const REFUSALS: Readonly<Record<PreviewRefusal, { title: string; text: string }>> = {
  malformed: {
    title: 'This preview link is not valid',
    text: 'It is incomplete or was changed: copy the whole link, or ask for a new one.',
  },
  signature: { title: 'This preview link is not valid', text: 'Its signature does not match: it was changed, or made for another site.' },
  expired: { title: 'This preview link has expired', text: 'Ask whoever sent it for a new one.' },
  'no-candidate': {
    title: 'This preview is over',
    text: 'The build it shows is no longer staged for preview: it was released or withdrawn.',
  },
};

export interface ReleaseChannelOptions {
  siteDir: string;
  /** The key of preview tokens: asked for the first time a token is checked (it may create the secret file). */
  secret: () => string;
  /** Cookies with `Secure` (the site is served over https). */
  secureCookies: boolean;
  logger: Logger;
  /** How often at most a request looks whether `_candidates.json` changed (ms). */
  reloadCheckMs?: number;
  /** The bucket of a new visitor, 0–99. */
  drawBucket?: () => number;
  now?: () => number;
}

interface Staged {
  readonly area: CandidateArea;
  readonly candidate: Candidate;
  /** The candidate's pages folder, absolute. */
  readonly folder: string;
}

export function releaseChannel({
  siteDir,
  secret,
  secureCookies,
  logger,
  reloadCheckMs = 1000,
  drawBucket = () => randomInt(BUCKETS),
  now = Date.now,
}: ReleaseChannelOptions): RequestHandler {
  const root = path.resolve(siteDir);
  const state = followFile(
    path.join(root, CANDIDATES_FILE),
    (text): CandidateState => {
      try {
        return parseCandidateState(text);
      } catch (err) {
        logger.warn(
          { err: { message: (err as Error).message } },
          `${CANDIDATES_FILE} ignored: not a candidate state (every visitor is live)`,
        );
        return NO_CANDIDATES;
      }
    },
    reloadCheckMs,
  );
  const staged = (s: CandidateState, area: CandidateArea): Staged | undefined => {
    const candidate = s.candidates[area];
    return candidate && { area, candidate, folder: path.resolve(root, candidate.pages) };
  };
  const cookie = (name: string, value: string, maxAge: number) =>
    `${name}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secureCookies ? '; Secure' : ''}`;

  /** The staged candidate a preview token names, or why there is none. */
  const previewOf = (
    s: CandidateState,
    token: string,
  ): { ok: true; staged: Staged; expiresAt: number } | { ok: false; reason: PreviewRefusal } => {
    const check = verifyPreviewToken(token, secret(), now());
    if (!check.ok) return check;
    const found = staged(s, check.area);
    if (!found || found.candidate.buildId !== check.buildId) return { ok: false, reason: 'no-candidate' };
    return { ok: true, staged: found, expiresAt: check.expiresAt };
  };

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const current = state.get();
    const [rawPath = '/', rawQuery] = splitTarget(req.originalUrl);
    const param = queryParam(rawQuery, PREVIEW_PARAM);
    if (param !== undefined) {
      res.setHeader('Cache-Control', 'no-store');
      const location = `${sameSitePath(rawPath)}${withoutParam(rawQuery, PREVIEW_PARAM)}`;
      if (param === LEAVE_PREVIEW) {
        res.append('Set-Cookie', cookie(PREVIEW_COOKIE, '', 0));
        res.redirect(303, location);
        return;
      }
      const preview = previewOf(current, param);
      if (!preview.ok) {
        refuse(res, preview.reason, location);
        return;
      }
      const seconds = Math.max(1, Math.floor((preview.expiresAt - now()) / 1000));
      res.append('Set-Cookie', cookie(PREVIEW_COOKIE, param, seconds));
      res.redirect(303, location);
      return;
    }

    const cookies = parseCookies(req.headers.cookie);
    const channels = new Map<CandidateArea, { channel: 'candidate' | 'preview'; staged: Staged }>();
    let preview: Staged | undefined;
    const previewToken = cookies.get(PREVIEW_COOKIE);
    if (previewToken) {
      const found = Object.keys(current.candidates).length > 0 ? previewOf(current, previewToken) : undefined;
      if (found?.ok) {
        preview = found.staged;
        channels.set(preview.area, { channel: 'preview', staged: preview });
      } else res.append('Set-Cookie', cookie(PREVIEW_COOKIE, '', 0));
    }
    const canary = runningCanary(current);
    let bucket = parseBucket(cookies.get(BUCKET_COOKIE));
    let newBucket = false;
    if (canary && canary.candidate.share > 0) {
      if (bucket === undefined) {
        bucket = drawBucket();
        newBucket = true;
      }
      const onCanary = staged(current, canary.area);
      if (onCanary && bucket < canary.candidate.share && !channels.has(canary.area))
        channels.set(canary.area, { channel: 'candidate', staged: onCanary });
    }

    const answer: ReleaseChannelAnswer = {
      // The preview's pages first: a visitor previewing an area sees that build of it.
      pageFolders: [...channels.values()]
        .filter((c) => c.channel === 'preview')
        .concat([...channels.values()].filter((c) => c.channel !== 'preview'))
        .map((c) => c.staged.folder),
      rewrites: (relative) => (relative === REMOTES ? channels.size > 0 : preview !== undefined),
      finish(out, { relative, folder, body }) {
        if (newBucket) out.append('Set-Cookie', cookie(BUCKET_COOKIE, String(bucket), BUCKET_MAX_AGE_SECONDS));
        let channel: ReleaseChannel = folder ? 'candidate' : 'live';
        let sent = body;
        if (relative === REMOTES && channels.size > 0) {
          sent = composeRemotes(body, channels, logger);
          channel = 'candidate';
        }
        if (preview) channel = 'preview';
        out.setHeader(CHANNEL_HEADER, channel);
        if (preview) {
          out.setHeader('Cache-Control', 'private, no-store');
          out.setHeader('X-Robots-Tag', 'noindex, nofollow');
          if (relative.endsWith('.html')) sent = withBanner(body, preview);
        } else if (channel === 'candidate' || newBucket) out.setHeader('Cache-Control', 'private, no-cache');
        return sent;
      },
    };
    (res.locals as Record<string, ReleaseChannelAnswer>)[RELEASE_CHANNEL_LOCAL] = answer;
    next();
  };
}

/** The path and the query (without "?") of a request target. */
function splitTarget(target: string): [string, string | undefined] {
  const q = target.indexOf('?');
  return q < 0 ? [target, undefined] : [target.slice(0, q), target.slice(q + 1)];
}

const decodeQueryPart = (part: string): string | undefined => {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
};

/** The first value of query parameter `name`, if the query has it. */
function queryParam(query: string | undefined, name: string): string | undefined {
  for (const pair of query?.split('&') ?? []) {
    const eq = pair.indexOf('=');
    if (decodeQueryPart(eq < 0 ? pair : pair.slice(0, eq)) === name) return eq < 0 ? '' : (decodeQueryPart(pair.slice(eq + 1)) ?? '');
  }
  return undefined;
}

/** The query without parameter `name`, the rest as it was sent ("?…", or "" when nothing is left). */
function withoutParam(query: string | undefined, name: string): string {
  const rest = (query?.split('&') ?? []).filter((pair) => pair !== '' && decodeQueryPart(pair.split('=')[0] ?? '') !== name);
  return rest.length > 0 ? `?${rest.join('&')}` : '';
}

/** A path of this site to send a visitor to: never "//host" or "/\host" (another site, to a browser). */
const sameSitePath = (rawPath: string): string => `/${rawPath.replace(/^[/\\]+/, '')}`;

function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (!cookies.has(name)) cookies.set(name, part.slice(eq + 1).trim());
  }
  return cookies;
}

/** A bucket cookie's value, when it is one (0–99). */
function parseBucket(value: string | undefined): number | undefined {
  return value !== undefined && /^(0|[1-9][0-9]?)$/.test(value) ? Number(value) : undefined;
}

/** remotes.json with each candidate area's entry naming its candidate build and channel. */
function composeRemotes(
  live: Buffer,
  channels: ReadonlyMap<CandidateArea, { channel: 'candidate' | 'preview'; staged: Staged }>,
  logger: Logger,
): Buffer {
  let remotes: Record<string, unknown>;
  try {
    remotes = JSON.parse(live.toString('utf8')) as Record<string, unknown>;
    if (typeof remotes !== 'object' || remotes === null || Array.isArray(remotes)) throw new Error('not an object');
  } catch (err) {
    logger.warn({ err: { message: (err as Error).message } }, `${REMOTES} is not a JSON object: served as it is`);
    return live;
  }
  for (const area of CANDIDATE_AREAS) {
    const c = channels.get(area);
    if (c) remotes[area] = { buildId: c.staged.candidate.buildId, entry: c.staged.candidate.entry, channel: c.channel };
  }
  return Buffer.from(JSON.stringify(remotes));
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/**
 * The preview banner: fixed at the bottom, one line of 12 px text (30 px high), white on slate
 * (contrast well above AA), outside the page's React root, so hydration never sees it.
 */
function bannerHtml({ area, candidate }: Staged): string {
  const style = [
    'position:fixed',
    'left:0',
    'right:0',
    'bottom:0',
    'z-index:2147483647',
    'box-sizing:border-box',
    'height:30px',
    'margin:0',
    'padding:6px 12px',
    'background:#1f2937',
    'color:#ffffff',
    "font:12px/18px system-ui,-apple-system,'Segoe UI',Roboto,sans-serif",
    'text-align:center',
    'white-space:nowrap',
    'overflow:hidden',
    'text-overflow:ellipsis',
  ].join(';');
  // The page keeps its last 30 px in view above the banner (the footer's legal links at the bottom).
  return `<style>body{padding-bottom:30px}</style><div id="meranti-preview-banner" role="status" style="${style}">Preview of ${escapeHtml(area)} ${escapeHtml(candidate.buildId)} · <a href="?${PREVIEW_PARAM}=${LEAVE_PREVIEW}" style="color:#ffffff;text-decoration:underline">Leave preview</a></div>`;
}

/** The page with the preview banner right after `<body…>` (at the end when it has no body tag). */
function withBanner(page: Buffer, preview: Staged): Buffer {
  const html = page.toString('utf8');
  const body = /<body\b[^>]*>/i.exec(html);
  const at = body ? body.index + body[0].length : html.length;
  return Buffer.from(`${html.slice(0, at)}${bannerHtml(preview)}${html.slice(at)}`);
}

/** 403 for a preview link that does not hold, saying why; nothing is set. */
function refuse(res: Response, reason: PreviewRefusal, livePath: string): void {
  const { title, text } = REFUSALS[reason];
  res.status(403);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  res
    .type('html')
    .send(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
        `<body style="font-family:system-ui,sans-serif;line-height:1.5;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#111827">` +
        `<h1 style="font-size:1.5rem">${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p><p><a href="${escapeHtml(livePath)}">Go to the live page</a></p></body></html>`,
    );
}
