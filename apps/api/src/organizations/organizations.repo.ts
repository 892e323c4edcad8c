import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

export type NewOrganizationRow = typeof organizations.$inferInsert;

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
