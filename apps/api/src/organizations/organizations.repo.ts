import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';

export type OrganizationRow = typeof organizations.$inferSelect;
export type NewOrganizationRow = typeof organizations.$inferInsert;
type UserRow = typeof users.$inferSelect;

/** An organization with what its lists show beside it: how many users it has and its administrator. */
export interface OrganizationSummary {
  organization: OrganizationRow;
  userCount: number;
  adminName: string;
}

export async function insertOrganization(db: Db, organization: NewOrganizationRow): Promise<number> {
  const [row] = await db.insert(organizations).values(organization).returning({ id: organizations.id });
  if (!row) throw new Error('insert into organizations returned no row');
  return row.id;
}

export async function updateOrganizationRow(db: Db, id: number, changes: Partial<NewOrganizationRow>): Promise<void> {
  await db
    .update(organizations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(organizations.id, id));
}

/** Deletes the organization; its users go with it (foreign key ON DELETE CASCADE). */
export async function deleteOrganizationRow(db: Db, id: number): Promise<void> {
  await db.delete(organizations).where(eq(organizations.id, id));
}

// Written out in full: inside a subquery drizzle leaves "id" unqualified, which would read the user's id.
const memberCount = sql<number>`(select count(*)::int from users member where member.organization_id = organizations.id)`;
// The administrator is the member whose email the organization names as its admin email.
const adminName = sql<string>`coalesce((
  select trim(member.first_name || ' ' || member.last_name) from users member
  where member.organization_id = organizations.id and lower(member.email) = lower(organizations.admin_email)
  limit 1), '')`;

export async function findOrganizationSummary(db: Db, id: number): Promise<OrganizationSummary | undefined> {
  const [row] = await db
    .select({ organization: organizations, userCount: memberCount, adminName })
    .from(organizations)
    .where(eq(organizations.id, id))
    .limit(1);
  return row;
}

export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

/** Every organization of a type, newest first: a few hundred at most, paged by the admin's browser. */
export async function listOrganizations(db: Db, organizationType: string): Promise<OrganizationSummary[]> {
  return db
    .select({ organization: organizations, userCount: memberCount, adminName })
    .from(organizations)
    .where(eq(organizations.organizationType, organizationType))
    .orderBy(desc(organizations.createdAt), desc(organizations.id));
}

/** The organization's users, its administrator first, then by arrival. */
export async function listMembers(db: Db, organizationId: number): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(sql`${users.role} <> 'ORGADMIN'`, asc(users.createdAt), asc(users.id));
}

/**
 * Locks the organization's row until the transaction ends, so that two users added at once cannot
 * both take its last seat.
 */
export async function lockOrganization(db: Db, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).for('update');
  return row;
}

export async function countMembers(db: Db, organizationId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(eq(users.organizationId, organizationId));
  return row?.total ?? 0;
}

/** The members share their organization's tier: it is what their searches are allowed by. */
export async function setMembersTier(db: Db, organizationId: number, tier: string): Promise<void> {
  await db.update(users).set({ tier, updatedAt: new Date() }).where(eq(users.organizationId, organizationId));
}

export async function findMemberByEmail(db: Db, organizationId: number, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(sql`lower(${users.email})`, email.trim().toLowerCase())))
    .limit(1);
  return row;
}
