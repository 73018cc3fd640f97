/**
 * Test only: a loopback proxy in front of the site that WebKit loads every page through. It
 *   - puts the console capture (console-capture.js, served from its own origin, so the site's
 *     unchanged `script-src 'self'` policy allows it) first in the <head> of every HTML page: the
 *     production server, its CSP and the built HTML stay exactly as they are;
 *   - sees every request: the status of each document, failed requests (4xx/5xx, upstream
 *     errors) and how many are in flight, so the suite knows when the page has gone quiet;
 *   - serves the observers' self-test page.
 */
import { readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { waitFor } from '../../scripts/lib/wait.mjs';

export const CAPTURE_PATH = '/__engines/console-capture.js';
export const SELF_TEST_PATH = '/__engines/self-test';
const SELF_TEST_SCRIPT_PATH = '/__engines/self-test.js';
/** Asked for by the self-test page; nothing answers it but a 404. */
export const SELF_TEST_MISSING_PATH = '/__engines/missing.png';

const asset = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const CAPTURE_SCRIPT = asset('./console-capture.js');
const SELF_TEST_SCRIPT = asset('./self-test.js');
const CAPTURE_TAG = `<script src="${CAPTURE_PATH}"></script>`;

/** The page with the capture as the first script: right after `<meta charset>` (or `<head>`). */
export function withCapture(html: string): string {
  const anchor = /<meta charset=[^>]*>/i.exec(html) ?? /<head[^>]*>/i.exec(html);
  if (!anchor) throw new Error('capture proxy: the page has no <head> to put the console capture in');
  const at = anchor.index + anchor[0].length;
  return `${html.slice(0, at)}${CAPTURE_TAG}${html.slice(at)}`;
}

const SELF_TEST_PAGE = withCapture(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Observer self-test</title><script src="${SELF_TEST_SCRIPT_PATH}"></script></head>` +
    `<body><h1>Observer self-test</h1><img src="${SELF_TEST_MISSING_PATH}" alt="" width="1" height="1"></body></html>`,
);

const decoders: Record<string, (b: Buffer) => Promise<Buffer>> = {
  br: promisify(zlib.brotliDecompress),
  gzip: promisify(zlib.gunzip),
  deflate: promisify(zlib.inflate),
};

export interface CaptureProxy {
  readonly origin: string;
  /** HTTP status of the document last served for `path`, once (undefined if none was since). */
  takeDocumentStatus(path: string): number | undefined;
  /** Failed requests since the last call (documents excluded: their status is checked on its own). */
  takeProblems(): string[];
  /** Resolves once no request has been in flight for `quietMs`. */
  whenQuiet(quietMs?: number, timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const isDocumentRequest = (headers: IncomingHttpHeaders) =>
  headers['sec-fetch-dest'] === 'document' || /^text\/html/.test(headers.accept ?? '');

export async function startCaptureProxy({ port, upstreamPort }: { port: number; upstreamPort: number }): Promise<CaptureProxy> {
  const statuses = new Map<string, number>();
  let problems: string[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  const begin = () => {
    inFlight += 1;
    lastActivity = Date.now();
  };
  const end = () => {
    inFlight -= 1;
    lastActivity = Date.now();
  };

  const server = http.createServer((req, res) => {
    begin();
    res.on('close', end);
    const url = req.url ?? '/';
    const path = url.split('?')[0] ?? '/';
    const document = isDocumentRequest(req.headers);
    const note = (status: number) => {
      if (document) statuses.set(path, status);
      else if (status >= 400) problems.push(`HTTP ${status} ${req.method} ${url}`);
    };
    const send = (status: number, type: string, body: string, headers: http.OutgoingHttpHeaders = {}) => {
      note(status);
      res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', ...headers });
      res.end(body);
    };

    if (path === CAPTURE_PATH) return send(200, 'text/javascript; charset=utf-8', CAPTURE_SCRIPT);
    if (path === SELF_TEST_SCRIPT_PATH) return send(200, 'text/javascript; charset=utf-8', SELF_TEST_SCRIPT);
    if (path === SELF_TEST_PATH)
      return send(200, 'text/html; charset=utf-8', SELF_TEST_PAGE, { 'content-security-policy': "default-src 'self'" });
    if (path === SELF_TEST_MISSING_PATH) return send(404, 'text/plain', 'Not found');

    const upstream = http.request(
      { host: '127.0.0.1', port: upstreamPort, method: req.method, path: url, headers: req.headers },
      async (up) => {
        const status = up.statusCode ?? 502;
        note(status);
        if (!/^text\/html/.test(String(up.headers['content-type'] ?? ''))) {
          res.writeHead(status, up.rawHeaders);
          up.pipe(res);
          return;
        }
        try {
          const chunks: Buffer[] = [];
          for await (const chunk of up) chunks.push(chunk as Buffer);
          const encoding = String(up.headers['content-encoding'] ?? '');
          const decode = decoders[encoding];
          const raw = Buffer.concat(chunks);
          const html = Buffer.from(withCapture((decode ? await decode(raw) : raw).toString('utf8')));
          // The same headers (CSP included), for the page as now sent: identity-encoded, new length,
          // no validators (a revalidated copy must be a captured copy too).
          const headers = { ...up.headers };
          for (const name of ['content-encoding', 'content-length', 'etag', 'last-modified', 'transfer-encoding']) delete headers[name];
          res.writeHead(status, { ...headers, 'content-length': html.length });
          res.end(html);
        } catch (error) {
          problems.push(`capture proxy could not rewrite ${url}: ${(error as Error).message}`);
          res.destroy();
        }
      },
    );
    upstream.on('error', (error) => {
      problems.push(`capture proxy: ${req.method} ${url} failed upstream: ${error.message}`);
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });

  return {
    origin: `http://127.0.0.1:${port}`,
    takeDocumentStatus(path) {
      const status = statuses.get(path);
      statuses.delete(path);
      return status;
    },
    takeProblems: () => {
      const taken = problems;
      problems = [];
      return taken;
    },
    async whenQuiet(quietMs = 250, timeoutMs = 15_000) {
      await waitFor(() => inFlight === 0 && Date.now() - lastActivity >= quietMs, {
        timeout: timeoutMs,
        interval: 50,
        what: "the page's requests to end",
      });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
