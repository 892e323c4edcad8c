import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
export type OrganizationRow = typeof organizations.$inferSelect;
export type UserWithOrganization = { user: UserRow; organization: OrganizationRow | null };

const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(byEmail(email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserWithOrganization(db: Db, id: number): Promise<UserWithOrganization | undefined> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(users.organizationId, organizations.id))
    .where(eq(users.id, id))
    .limit(1);
  return row;
}

export async function listUsers(
  db: Db,
  query: { limit: number; offset: number; role?: string },
): Promise<{ rows: UserWithOrganization[]; total: number }> {
  const where = query.role ? eq(users.role, query.role) : undefined;
  const rows = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(users.organizationId, organizations.id))
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(query.limit)
    .offset(query.offset);
  const [totals] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: totals?.total ?? 0 };
}

export async function insertUser(db: Db, user: NewUserRow): Promise<UserRow> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
}

export async function updateUserRow(db: Db, id: number, changes: Partial<NewUserRow>): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return updated.length > 0;
}

/** Sets a new password hash and raises the token version, so every earlier token stops working. */
export async function replacePassword(db: Db, id: number, passwordHash: string, status?: string): Promise<void> {
  await db
    .update(users)
    .set({
      passwordHash,
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: new Date(),
      ...(status ? { status } : {}),
    })
    .where(eq(users.id, id));
}

export async function deleteUserRow(db: Db, id: number): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

export async function countAdmins(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(and(eq(users.role, 'ADMIN')));
  return row?.total ?? 0;
}
