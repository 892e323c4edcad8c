import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startSmtpInbox } from '../../apps/api/test/smtp-inbox';
import { E2E_ADMIN, E2E_BASE_URL, E2E_DATA_DIR, E2E_JWT_SECRET, E2E_MAIL_DIR, E2E_PORT } from './e2e-settings';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function waitForHealth(server: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited early:\n${output()}`);
    try {
      const response = await fetch(`${E2E_BASE_URL}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

/**
 * The real server, built app included, on a fresh embedded database, sending its mail to a real
 * SMTP server on loopback whose messages land as JSON files the tests read.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  rmSync(E2E_MAIL_DIR, { recursive: true, force: true });
  rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let received = 0;
  const inbox = await startSmtpInbox((mail) => {
    received += 1;
    writeFileSync(path.join(E2E_MAIL_DIR, `${String(received).padStart(5, '0')}.json`), JSON.stringify(mail));
  });

  // The fleet the search journeys look for, loaded through the real import command.
  const imported = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/fleet/import/import-cli.ts', 'e2e/fixtures/fleet.ftm.jsonl', '--source', 'e2e'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (imported.status !== 0) throw new Error(`the fleet import failed:\n${imported.stdout}\n${imported.stderr}`);
  // A small demo fleet beside it, for the three sample vessels the networks page offers.
  const demo = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/api/src/fleet/demo/demo-data-cli.ts', '--entities', '200'],
    { cwd: repoRoot, env: { ...process.env, DATA_DIR: E2E_DATA_DIR, DATABASE_URL: '' }, encoding: 'utf8' },
  );
  if (demo.status !== 0) throw new Error(`the demo fleet failed:\n${demo.stdout}\n${demo.stderr}`);

  let log = '';
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: E2E_DATA_DIR,
      DATABASE_URL: '',
      JWT_SECRET: E2E_JWT_SECRET,
      PUBLIC_URL: E2E_BASE_URL,
      SMTP_URL: inbox.url,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitForHealth(server, () => log);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await inbox.close();
    rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  };
}
