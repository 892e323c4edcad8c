import { eq, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticalRequests, files } from '../db/schema';

export type FileRow = typeof files.$inferSelect;

export async function insertFile(
  db: Db,
  file: { ownerUserId: number; name: string; mimeType: string; content: Buffer },
): Promise<number> {
  const [row] = await db
    .insert(files)
    .values({ ...file, size: file.content.length })
    .returning({ id: files.id });
  if (!row) throw new Error('insert into files returned no row');
  return row.id;
}

export async function findFile(db: Db, id: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(files).where(eq(files.id, id)).limit(1);
  return row;
}

/** The applicants (and their organizations) of the requests this file is attached to or answers. */
export async function findFileApplicants(
  db: Db,
  fileId: number,
): Promise<{ userId: number; organizationId: number | null }[]> {
  return db
    .select({ userId: analyticalRequests.userId, organizationId: analyticalRequests.organizationId })
    .from(analyticalRequests)
    .where(or(eq(analyticalRequests.attachmentId, fileId), eq(analyticalRequests.responseFileId, fileId)));
}
