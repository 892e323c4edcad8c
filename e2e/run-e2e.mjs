// Runs the browser tests when Chromium is here; says plainly when it skips them.
// With CI=true a missing browser is a failure, never a skip.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium} (install it with: apt-get install -y chromium).`;
  if (process.env.CI === 'true') {
    console.error(`Browser tests cannot run: ${message}`);
    process.exit(1);
  }
  console.log(`\nSKIPPED the browser tests: ${message}\n`);
  process.exit(0);
}
const result = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
  stdio: 'inherit',
  env: { ...process.env, CHROMIUM_PATH: chromium },
});
process.exit(result.status ?? 1);
