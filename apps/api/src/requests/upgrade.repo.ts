import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, upgradeRequests, users } from '../db/schema';

export type UpgradeRequestRow = typeof upgradeRequests.$inferSelect;
export type NewUpgradeRequestRow = typeof upgradeRequests.$inferInsert;
export interface UpgradeRequestWithApplicant {
  request: UpgradeRequestRow;
  email: string;
  firstName: string;
  tier: string;
  organizationType: string | null;
}

export async function insertUpgradeRequest(db: Db, values: NewUpgradeRequestRow): Promise<UpgradeRequestRow> {
  const [row] = await db.insert(upgradeRequests).values(values).returning();
  if (!row) throw new Error('insert into upgrade_requests returned no row');
  return row;
}

const withApplicant = (db: Db) =>
  db
    .select({
      request: upgradeRequests,
      email: users.email,
      firstName: users.firstName,
      tier: users.tier,
      organizationType: organizations.organizationType,
    })
    .from(upgradeRequests)
    .innerJoin(users, eq(users.id, upgradeRequests.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId));

export async function findUpgradeRequest(db: Db, id: number): Promise<UpgradeRequestWithApplicant | undefined> {
  const [row] = await withApplicant(db).where(eq(upgradeRequests.id, id)).limit(1);
  return row;
}

export async function listUpgradeRequests(
  db: Db,
  query: { userId?: number; status?: string; limit: number; offset: number },
): Promise<{ rows: UpgradeRequestWithApplicant[]; total: number }> {
  const conditions: SQL[] = [];
  if (query.userId !== undefined) conditions.push(eq(upgradeRequests.userId, query.userId));
  if (query.status) conditions.push(eq(upgradeRequests.status, query.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await withApplicant(db)
    .where(where)
    .orderBy(desc(upgradeRequests.createdAt), desc(upgradeRequests.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(upgradeRequests).where(where);
  return { rows, total: totals?.total ?? 0 };
}

/** Decides a request still CREATED; undefined when someone decided it first. */
export async function decideCreatedRequest(
  db: Db,
  id: number,
  decision: { status: 'APPROVED' | 'DENIED'; decidedBy: number },
): Promise<UpgradeRequestRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(upgradeRequests)
    .set({ ...decision, decidedAt: now, updatedAt: now })
    .where(and(eq(upgradeRequests.id, id), eq(upgradeRequests.status, 'CREATED')))
    .returning();
  return row;
}
