import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { hydrated, watchPage } from '../support/page-watch';

const ROOT = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));

/**
 * Deploying one area while pages are out there: a page prerendered before the deploy (as a
 * browser or CDN cache holds it) still hydrates with the build it was rendered against.
 */
test('a page prerendered before a remote deploy hydrates after the deploy', async ({ page, request }) => {
  test.setTimeout(120_000);
  const before = await (await request.get('/')).text();
  const remotesBefore = await (await request.get('/remotes.json')).json();
  const oldEntry: string = remotesBefore.marketing.entry;
  expect(before).toContain(oldEntry.replace('remoteEntry.js', ''));

  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.mjs', 'marketing'], { cwd: ROOT, stdio: 'pipe' });

  const remotesAfter = await (await request.get('/remotes.json')).json();
  expect(remotesAfter.marketing.buildId).not.toBe(remotesBefore.marketing.buildId);
  expect(remotesAfter.contact).toEqual(remotesBefore.contact);
  const fresh = await (await request.get('/')).text();
  expect(fresh).toContain(`/mfe/marketing/${remotesAfter.marketing.buildId}/`);
  expect((await request.get(oldEntry)).status()).toBe(200);

  // Serve the old HTML for "/" as a cache would.
  await page.route('**/', (route) =>
    new URL(route.request().url()).pathname === '/' ? route.fulfill({ body: before, contentType: 'text/html' }) : route.continue(),
  );
  const watch = watchPage(page);
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(new URL(r.url()).pathname));
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(watch.errors).toEqual([]);
  expect(
    loaded.filter((p) => p.startsWith('/mfe/marketing/')).every((p) => p.startsWith(`/mfe/marketing/${remotesBefore.marketing.buildId}/`)),
  ).toBe(true);
  // Still interactive: a client-side navigation into another area works.
  await page.locator('header').getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('form')).toBeVisible();
});
