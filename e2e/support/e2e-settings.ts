import os from 'node:os';
import path from 'node:path';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256-signing';
export const E2E_ADMIN = { email: 'admin@fleetgraph.test', password: 'e2e-admin-password' };
export const E2E_MAIL_DIR = path.join(os.tmpdir(), `fleetgraph-e2e-mail-${E2E_PORT}`);
export const E2E_DATA_DIR = path.join(os.tmpdir(), `fleetgraph-e2e-data-${E2E_PORT}`);
