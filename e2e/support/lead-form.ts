import type { Locator } from '@playwright/test';

/** Fills the download form's fields (dialog or guide gate) with a visitor whose e-mail carries `marker`. */
export async function fillLeadForm(scope: Locator, marker: string) {
  await scope.getByLabel('First Name *').fill('Mei Ling');
  await scope.getByLabel('Last Name *').fill('Ong');
  await scope.getByLabel('Work Email *').fill(`${marker}@harbour-foods.example`);
  await scope.getByLabel('Company *').fill('Harbour Foods');
  await scope.getByLabel('Job Title *').fill('Procurement Lead');
  await scope.getByLabel('Company Size').selectOption('medium');
  await scope.getByLabel('Current Logistics Challenges (Optional)').fill('Accessorial charges we never agreed to.');
}

export const isLeadPost = (r: { url(): string; request(): { method(): string } }) =>
  new URL(r.url()).pathname === '/api/leads' && r.request().method() === 'POST';

export const isLeadRequest = (r: { url(): string; method(): string }) =>
  new URL(r.url()).pathname === '/api/leads' && r.method() === 'POST';
