import type { Page, TestInfo } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SCREENS = join(dirname(fileURLToPath(import.meta.url)), '../../../test-results/screens');

/** Saves a full-page screenshot of the current screen as a test artifact: test-results/screens/<project>/<name>.png */
export async function shot(page: Page, testInfo: TestInfo, name: string) {
  const dir = join(SCREENS, testInfo.project.name);
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

export const API = '/dev-api/api/mts-api';
