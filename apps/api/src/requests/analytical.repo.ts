import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { analyticalRequests, users } from '../db/schema';

export type AnalyticalRequestRow = typeof analyticalRequests.$inferSelect;
export type NewAnalyticalRequestRow = typeof analyticalRequests.$inferInsert;
/** A request with its applicant's current email and first name (the email may have changed since). */
export interface AnalyticalRequestWithApplicant {
  request: AnalyticalRequestRow;
  email: string;
  firstName: string;
}

export async function insertAnalyticalRequest(db: Db, values: NewAnalyticalRequestRow): Promise<AnalyticalRequestRow> {
  const [row] = await db.insert(analyticalRequests).values(values).returning();
  if (!row) throw new Error('insert into analytical_requests returned no row');
  return row;
}

const withApplicant = (db: Db) =>
  db
    .select({ request: analyticalRequests, email: users.email, firstName: users.firstName })
    .from(analyticalRequests)
    .innerJoin(users, eq(users.id, analyticalRequests.userId));

export async function findAnalyticalRequest(db: Db, id: number): Promise<AnalyticalRequestWithApplicant | undefined> {
  const [row] = await withApplicant(db).where(eq(analyticalRequests.id, id)).limit(1);
  return row;
}

export async function listAnalyticalRequests(
  db: Db,
  query: { userId?: number; status?: string; oldestFirst?: boolean; limit: number; offset: number },
): Promise<{ rows: AnalyticalRequestWithApplicant[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.userId !== undefined) conditions.push(eq(analyticalRequests.userId, query.userId));
  if (query.status) conditions.push(eq(analyticalRequests.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = query.oldestFirst
    ? [asc(analyticalRequests.createdAt), asc(analyticalRequests.id)]
    : [desc(analyticalRequests.createdAt), desc(analyticalRequests.id)];
  const rows = await withApplicant(db)
    .where(where)
    .orderBy(...order)
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(analyticalRequests).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/**
 * Resolves a request that is still PENDING; undefined when it is not (any more). The status
 * condition makes a respond and a deny racing on one request end with exactly one winner.
 */
export async function resolvePendingRequest(
  db: Db,
  id: number,
  resolution: { resolution: 'RESPONDED' | 'DENIED'; responseMessage: string; responseFileId?: number; resolvedBy: number },
): Promise<AnalyticalRequestRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(analyticalRequests)
    .set({ ...resolution, status: 'COMPLETE', resolvedAt: now, updatedAt: now })
    .where(and(eq(analyticalRequests.id, id), eq(analyticalRequests.status, 'PENDING')))
    .returning();
  return row;
}
