// Load through the stack's load balancer while something happens (a rolling restart, a deploy):
// autocannon on pages and on POST /api/contact at once, every enquiry with its own submission id,
// and the ids the stack accepted (2xx) kept, so the test can check each was mailed exactly once.
import autocannon from 'autocannon';
import { fullEnquiry } from '../../../api/test/helpers.ts';

export const PAGES = ['/', '/contact', '/about', '/services', '/resources/calculators', '/blog/1', '/remotes.json', '/sitemap.xml'];

/** Starts the load; `stop()` ends it and resolves with both results and the accepted ids. */
export function loadDuring(url, { pageConnections = 4, postConnections = 4, pages = PAGES } = {}) {
  const accepted = [];
  const failures = [];
  const run = (options) => {
    let instance;
    const done = new Promise((resolve, reject) => {
      instance = autocannon({ url, duration: 900, timeout: 30, ...options }, (err, result) => (err ? reject(err) : resolve(result)));
    });
    return { instance, done };
  };
  const pageLoad = run({
    connections: pageConnections,
    requests: pages.map((path) => ({ method: 'GET', path, headers: { 'accept-encoding': 'br, gzip' } })),
  });
  const postLoad = run({
    connections: postConnections,
    requests: [
      {
        method: 'POST',
        path: '/api/contact',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req, context) => {
          const enquiry = fullEnquiry();
          context.id = enquiry.submissionId;
          return { ...req, body: JSON.stringify(enquiry) };
        },
        onResponse: (status, body, context) => {
          if (status >= 200 && status < 300) accepted.push(context.id);
          else failures.push({ status, body: String(body).slice(0, 200) });
        },
      },
    ],
  });
  const pageStatuses = new Map();
  pageLoad.instance.on('response', (_client, statusCode) => pageStatuses.set(statusCode, (pageStatuses.get(statusCode) ?? 0) + 1));
  return {
    accepted,
    async stop() {
      pageLoad.instance.stop();
      postLoad.instance.stop();
      const [pageResult, postResult] = await Promise.all([pageLoad.done, postLoad.done]);
      return {
        pages: summary(pageResult, Object.fromEntries(pageStatuses)),
        posts: summary(postResult),
        accepted,
        failures,
      };
    },
  };
}

const summary = (r, statuses) => ({
  requests: r.requests.total,
  errors: r.errors,
  timeouts: r.timeouts,
  resets: r.resets,
  '2xx': r['2xx'],
  non2xx: r.non2xx,
  ...(statuses ? { statuses } : {}),
});
