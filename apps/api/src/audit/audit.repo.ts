import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface AuditEntry {
  actorUserId: number | null;
  action: string;
  target: string;
  details?: Record<string, unknown>;
}

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
