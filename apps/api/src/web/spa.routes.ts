import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built single-page app, and its index.html for any other GET outside /api so that
 * the browser's router can handle deep links (history fallback). Answers false when there is no build.
 */
export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return false;
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: false,
    index: false,
    setHeaders: (response, filePath) => {
      // Vite fingerprints everything under assets/: it may be cached for good.
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        response.setHeader('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  return true;
}

export function isSpaRequest(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && !url.startsWith('/api/') && url !== '/api';
}
