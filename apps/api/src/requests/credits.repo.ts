import { and, eq, gt, sql } from 'drizzle-orm';
import type { CreditCounter } from '@fleetgraph/shared/contracts/requests';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';

/**
 * Takes one credit if one is left, in the caller's transaction. The condition sits in the
 * UPDATE itself: of two requests racing for the last credit, the second waits on the row lock,
 * sees 0 and takes nothing.
 */
export async function takeCredit(db: Db, organizationId: number, counter: CreditCounter): Promise<boolean> {
  const column = organizations[counter];
  const taken = await db
    .update(organizations)
    .set({ [counter]: sql`${column} - 1`, updatedAt: new Date() })
    .where(and(eq(organizations.id, organizationId), gt(column, 0)))
    .returning({ id: organizations.id });
  return taken.length > 0;
}

export async function giveBackCredit(db: Db, organizationId: number, counter: CreditCounter): Promise<void> {
  await db
    .update(organizations)
    .set({ [counter]: sql`${organizations[counter]} + 1`, updatedAt: new Date() })
    .where(eq(organizations.id, organizationId));
}
