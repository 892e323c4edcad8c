import { formatInvoiceAmount, formatPrice } from '@fleetgraph/shared/contracts/billing';

/** The sandbox provider's own pages: plain HTML with no script, like a provider's hosted page. */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

export const SANDBOX_PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
};

const STYLE = `
  *{box-sizing:border-box} body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1f36;background:#f6f9fc}
  main{max-width:960px;margin:0 auto;padding:40px 24px;display:flex;gap:48px;flex-wrap:wrap}
  .summary,.pay{flex:1 1 360px} .back{color:#425466;text-decoration:none;font-size:14px} .back:hover{text-decoration:underline}
  .badge{display:inline-block;background:#ffde92;color:#6b4a00;border-radius:4px;padding:1px 8px;font-size:12px;font-weight:600;margin-left:8px}
  h1{font-size:18px;font-weight:500;color:#425466;margin:24px 0 4px} .price{font-size:36px;font-weight:600;margin:0}
  .price small{font-size:15px;color:#697386;font-weight:400} .note{font-size:14px;color:#425466;background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:12px 16px;margin-top:24px}
  form{background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:24px;box-shadow:0 2px 5px rgba(60,66,87,.08)}
  label{display:block;font-size:14px;font-weight:500;color:#30313d;margin:16px 0 6px} label:first-of-type{margin-top:0}
  input{width:100%;font:inherit;padding:10px 12px;border:1px solid #cfd7df;border-radius:6px;background:#fff;color:#1a1f36}
  input:focus{outline:2px solid #635bff;outline-offset:1px;border-color:#635bff} input[readonly]{background:#f6f9fc;color:#697386}
  input[aria-invalid=true]{border-color:#df1b41} .row{display:flex;gap:12px} .row>div{flex:1}
  .error{color:#df1b41;font-size:14px;margin:6px 0 0} .alert{background:#fff5f5;border:1px solid #df1b41;color:#9b1c31;border-radius:6px;padding:10px 12px;margin-bottom:16px}
  button{width:100%;margin-top:24px;font:inherit;font-weight:600;color:#fff;background:#0b2545;border:0;border-radius:6px;padding:12px;cursor:pointer}
  button:hover{background:#13315c} button:focus{outline:2px solid #635bff;outline-offset:2px}
  .card{max-width:560px;margin:80px auto;background:#fff;border:1px solid #e3e8ee;border-radius:8px;padding:32px}
  table{width:100%;border-collapse:collapse;margin-top:16px} td,th{text-align:left;padding:8px 0;border-bottom:1px solid #e3e8ee} td:last-child,th:last-child{text-align:right}
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

export type CardField = 'number' | 'expiry' | 'cvc' | 'name';

export interface CheckoutPageView {
  sessionId: string;
  planLabel: string;
  amount: number;
  currency: string;
  email: string;
  cancelUrl: string;
  values: Partial<Record<CardField, string>>;
  errors: Partial<Record<CardField, string>>;
  formError?: string;
}

function field(view: CheckoutPageView, name: CardField, label: string, attributes: string): string {
  const error = view.errors[name];
  const id = `card-${name}`;
  return `<label for="${id}">${label}</label>
<input id="${id}" name="${name}" value="${escapeHtml(name === 'cvc' ? '' : (view.values[name] ?? ''))}" ${attributes}${
    error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''
  }>${error ? `<p class="error" id="${id}-error">${escapeHtml(error)}</p>` : ''}`;
}

export function renderCheckoutPage(view: CheckoutPageView): string {
  const firstError = (['number', 'expiry', 'cvc', 'name'] as const).find((name) => view.errors[name]);
  const autofocus = (name: CardField) => (firstError === name || (!firstError && name === 'number') ? ' autofocus' : '');
  return page(
    `Pay fleetgraph — ${view.planLabel}`,
    `<main>
<section class="summary">
  <a class="back" href="${escapeHtml(view.cancelUrl)}">&larr; Back to fleetgraph</a><span class="badge">SANDBOX</span>
  <h1>Subscribe to ${escapeHtml(view.planLabel)}</h1>
  <p class="price">$${formatPrice(view.amount)} <small>${escapeHtml(view.currency.toUpperCase())} per month</small></p>
  <p class="note">This is the built-in sandbox checkout: no money moves. Pay with the test card 4242 4242 4242 4242,
  or see a decline with 4000 0000 0000 0002. Any future expiry date and any three digits for the CVC.</p>
</section>
<section class="pay">
  <form method="post" action="/sandbox/checkout/${encodeURIComponent(view.sessionId)}" novalidate>
    ${view.formError ? `<div class="alert" role="alert">${escapeHtml(view.formError)}</div>` : ''}
    <label for="card-email">Email</label>
    <input id="card-email" name="email" type="email" value="${escapeHtml(view.email)}" readonly>
    ${field(view, 'number', 'Card number', `inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" maxlength="23"${autofocus('number')}`)}
    <div class="row">
      <div>${field(view, 'expiry', 'Expiry', `inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY" maxlength="7"${autofocus('expiry')}`)}</div>
      <div>${field(view, 'cvc', 'CVC', `inputmode="numeric" autocomplete="cc-csc" placeholder="CVC" maxlength="4"${autofocus('cvc')}`)}</div>
    </div>
    ${field(view, 'name', 'Name on card', `autocomplete="cc-name"${autofocus('name')}`)}
    <button type="submit">Pay</button>
  </form>
</section>
</main>`,
  );
}

export function renderMessagePage(title: string, text: string, link: { href: string; label: string }): string {
  return page(
    title,
    `<div class="card" role="main"><h1 style="margin-top:0;color:#1a1f36;font-size:22px">${escapeHtml(title)}</h1>
<p>${escapeHtml(text)}</p><p><a class="back" href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></div>`,
  );
}

export interface InvoicePageView {
  invoiceNumber: string;
  paidAt: Date;
  periodStart: Date;
  periodEnd: Date;
  amount: number;
  currency: string;
  planLabel: string;
  customerName: string;
  customerEmail: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

/** The hosted invoice the Download link opens; the browser's print saves it as a PDF. */
export function renderInvoicePage(view: InvoicePageView): string {
  return page(
    `Invoice ${view.invoiceNumber}`,
    `<div class="card" role="main">
<h1 style="margin-top:0;color:#1a1f36;font-size:22px">Invoice ${escapeHtml(view.invoiceNumber)} <span class="badge">PAID</span></h1>
<p>fleetgraph<br>Billed to ${escapeHtml(view.customerName)} &lt;${escapeHtml(view.customerEmail)}&gt;</p>
<table>
<tr><th>Description</th><th>Amount</th></tr>
<tr><td>${escapeHtml(view.planLabel)}, ${day(view.periodStart)} to ${day(view.periodEnd)}</td><td>${formatInvoiceAmount(view.amount, view.currency)}</td></tr>
<tr><th>Amount paid</th><th>${formatInvoiceAmount(view.amount, view.currency)}</th></tr>
</table>
<p>Paid on ${day(view.paidAt)}.</p>
<p style="font-size:14px;color:#697386">Issued by the fleetgraph sandbox payment provider: a record of a test payment, not a tax invoice.</p>
</div>`,
  );
}
