import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { billingCustomers, billingEvents, billingSubscriptions, checkoutSessions, organizations, users } from '../db/schema';
import type { SubscriptionState } from './payment-provider';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

export async function findCustomerId(db: Db, userId: number, provider: string): Promise<string | null> {
  const [row] = await db
    .select({ id: billingCustomers.providerCustomerId })
    .from(billingCustomers)
    .where(and(eq(billingCustomers.userId, userId), eq(billingCustomers.provider, provider)))
    .limit(1);
  return row?.id ?? null;
}

/** Keeps the first customer recorded for a user: two checkouts started at once share it. */
export async function saveCustomerId(db: Db, userId: number, provider: string, customerId: string): Promise<string> {
  await db.insert(billingCustomers).values({ userId, provider, providerCustomerId: customerId }).onConflictDoNothing();
  return (await findCustomerId(db, userId, provider)) ?? customerId;
}

export async function insertCheckoutSession(db: Db, session: typeof checkoutSessions.$inferInsert): Promise<void> {
  await db.insert(checkoutSessions).values(session);
}

export async function findCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
  return row;
}

/** The session row, locked until the transaction ends, so two completions of it run one after the other. */
export async function lockCheckoutSession(db: Db, id: string): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1).for('update');
  return row;
}

export async function markCheckoutSession(
  db: Db,
  id: string,
  changes: { status: 'complete' | 'expired'; providerSubscriptionId?: string },
): Promise<void> {
  await db
    .update(checkoutSessions)
    .set({ ...changes, completedAt: changes.status === 'complete' ? new Date() : null })
    .where(eq(checkoutSessions.id, id));
}

export async function upsertSubscription(
  db: Db,
  subscription: SubscriptionState & { userId: number; provider: string; tier: string },
): Promise<void> {
  const values = {
    id: subscription.id,
    provider: subscription.provider,
    userId: subscription.userId,
    providerCustomerId: subscription.customerId,
    tier: subscription.tier,
    priceId: subscription.priceId,
    amount: subscription.amount,
    currency: subscription.currency,
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
  };
  const { id: _id, userId: _userId, provider: _provider, tier: _tier, ...mirrored } = values;
  await db
    .insert(billingSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: billingSubscriptions.id, set: { ...mirrored, updatedAt: new Date() } });
}

export async function findSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).limit(1);
  return row;
}

export async function lockSubscription(db: Db, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, id)).limit(1).for('update');
  return row;
}

export async function updateSubscriptionRow(db: Db, id: string, changes: Partial<SubscriptionRow>): Promise<void> {
  await db
    .update(billingSubscriptions)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(billingSubscriptions.id, id));
}

const LIVE_STATUSES = ['active', 'past_due'];

/** The user's live subscriptions (active or past due), the newest first. */
export async function liveSubscriptionsOf(db: Db, userId: number, exceptId?: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.userId, userId),
        inArray(billingSubscriptions.status, LIVE_STATUSES),
        exceptId ? ne(billingSubscriptions.id, exceptId) : undefined,
      ),
    )
    .orderBy(desc(billingSubscriptions.createdAt));
}

/** Records a provider event; false when it was recorded before (a repeated delivery). */
export async function recordEvent(db: Db, event: { id: string; provider: string; type: string }): Promise<boolean> {
  const inserted = await db.insert(billingEvents).values(event).onConflictDoNothing().returning({ id: billingEvents.id });
  return inserted.length > 0;
}

/**
 * Puts the user on the tier. A plan bought by an individual or an organization admin is its
 * organization's plan too, and so every member's (users.service does the same for admin edits).
 * With clearApproved, an approved tier equal to the new one has been used up.
 */
export async function setPlanTier(db: Db, userId: number, tier: string, options: { clearApproved: boolean }): Promise<void> {
  const [user] = await db
    .update(users)
    .set({
      tier,
      updatedAt: new Date(),
      ...(options.clearApproved
        ? { approvedTier: sql`case when ${users.approvedTier} = ${tier} then null else ${users.approvedTier} end` }
        : {}),
    })
    .where(eq(users.id, userId))
    .returning({ role: users.role, organizationId: users.organizationId });
  if (!user?.organizationId || (user.role !== 'INDIVIDUAL' && user.role !== 'ORGADMIN')) return;
  await db.update(organizations).set({ tier, updatedAt: new Date() }).where(eq(organizations.id, user.organizationId));
  if (user.role === 'ORGADMIN') {
    await db
      .update(users)
      .set({ tier, updatedAt: new Date() })
      .where(and(eq(users.organizationId, user.organizationId), eq(users.role, 'ORGUSER')));
  }
}
