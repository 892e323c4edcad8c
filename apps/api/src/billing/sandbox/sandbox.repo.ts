import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingInvoices, billingPaymentMethods, billingSubscriptions } from '../../db/schema';

export type PaymentMethodRow = typeof billingPaymentMethods.$inferSelect;
export type InvoiceRow = typeof billingInvoices.$inferSelect;

export async function insertPaymentMethod(db: Db, card: typeof billingPaymentMethods.$inferInsert): Promise<void> {
  await db.insert(billingPaymentMethods).values(card);
}

export async function findPaymentMethod(db: Db, id: string): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(billingPaymentMethods).where(eq(billingPaymentMethods.id, id)).limit(1);
  return row;
}

export async function findDefaultPaymentMethod(db: Db, userId: number): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .select()
    .from(billingPaymentMethods)
    .where(and(eq(billingPaymentMethods.userId, userId), eq(billingPaymentMethods.isDefault, true)))
    .orderBy(desc(billingPaymentMethods.attachedAt))
    .limit(1);
  return row;
}

/** The card becomes the user's one default card. */
export async function makeDefaultPaymentMethod(db: Db, userId: number, id: string): Promise<void> {
  await db
    .update(billingPaymentMethods)
    .set({ isDefault: false })
    .where(and(eq(billingPaymentMethods.userId, userId), eq(billingPaymentMethods.isDefault, true)));
  await db
    .update(billingPaymentMethods)
    .set({ isDefault: true, attachedAt: new Date() })
    .where(eq(billingPaymentMethods.id, id));
}

/** False when the period was invoiced before: a renewal settled twice charges once. */
export async function insertInvoice(db: Db, invoice: typeof billingInvoices.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(billingInvoices).values(invoice).onConflictDoNothing().returning({ id: billingInvoices.id });
  return inserted.length > 0;
}

export async function listInvoicesOf(db: Db, userId: number): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.createdAt), desc(billingInvoices.id));
}

export async function findInvoiceByToken(db: Db, accessToken: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(billingInvoices).where(eq(billingInvoices.accessToken, accessToken)).limit(1);
  return row;
}

/** Sandbox subscriptions whose period has ended by `now`: to renew, or to end when set to. */
export async function dueSandboxSubscriptions(db: Db, now: Date, limit = 100) {
  return db
    .select()
    .from(billingSubscriptions)
    .where(
      and(
        eq(billingSubscriptions.provider, 'sandbox'),
        inArray(billingSubscriptions.status, ['active', 'past_due']),
        lte(billingSubscriptions.currentPeriodEnd, now),
      ),
    )
    .limit(limit);
}
