import { REQUEST_SERVER_MESSAGES } from '@fleetgraph/shared/messages';
import type { Deps } from '../deps';
import type { Actor } from '../http/authenticate';
import { Forbidden, NotFound } from '../http/errors';
import { findFile, findFileApplicants, type FileRow } from './files.repo';

/**
 * A file is read by admins, by the applicant of a request it belongs to, and by that
 * applicant's organization admin (the request keeps the organization it was raised in).
 */
export async function readFile(deps: Deps, actor: Actor, id: number): Promise<FileRow> {
  const file = await findFile(deps.db, id);
  if (!file) throw new NotFound(REQUEST_SERVER_MESSAGES.fileNotFound);
  if (actor.role === 'ADMIN') return file;
  const applicants = await findFileApplicants(deps.db, id);
  const mayRead = applicants.some(
    (applicant) =>
      applicant.userId === actor.id ||
      (actor.role === 'ORGADMIN' && applicant.organizationId !== null && applicant.organizationId === actor.organizationId),
  );
  if (!mayRead) throw new Forbidden(REQUEST_SERVER_MESSAGES.fileNotYours);
  return file;
}

/** The Content-Disposition of a download, safe for any name (RFC 6266 with an ASCII fallback). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
