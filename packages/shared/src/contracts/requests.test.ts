import { describe, expect, it } from 'vitest';
import { createUpgradeRequest, tierReasonForm, ticketForm, updateTierForm } from './requests';

type Result = { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } };
const messageAt = (result: Result, field: string) =>
  result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;

describe('ticketForm', () => {
  it('names the type, subject and text with the spec messages', async () => {
    const result = await ticketForm.safeParseAsync({ ticketType: undefined, subject: '', body: ' ', attachment: null });
    expect(messageAt(result, 'ticketType')).toBe('Ticket type is required');
    expect(messageAt(result, 'subject')).toBe('Subject is required');
    expect(messageAt(result, 'body')).toBe('Text is required');
  });

  it('judges the attachment by its bytes', async () => {
    const file = (text: string) => ({ name: 'a.pdf', size: text.length, arrayBuffer: async () => new TextEncoder().encode(text).buffer });
    const base = { ticketType: 'Request Documentation', subject: 'S', body: 'B' };
    expect((await ticketForm.safeParseAsync({ ...base, attachment: file('%PDF-1.4') })).success).toBe(true);
    const renamed = await ticketForm.safeParseAsync({ ...base, attachment: file('MZ executable') });
    expect(messageAt(renamed, 'attachment')).toMatch(/^Please select valid file type/);
  });
});

describe('tier requests', () => {
  it('need a reason, or a start date from the /updateTier form', () => {
    const base = { applicantEmail: 'a@b.org', desiredRole: 'TIER_2' };
    expect(messageAt(createUpgradeRequest.safeParse({ ...base, applicationMessage: '' }), 'applicationMessage')).toBe(
      'This field is required',
    );
    expect(createUpgradeRequest.safeParse({ ...base, startDate: '2030-01-01' }).success).toBe(true);
    expect(messageAt(tierReasonForm.safeParse({ reason: '' }), 'reason')).toBe('This field is required');
    expect(messageAt(updateTierForm.safeParse({ tier: undefined, startDate: '' }), 'startDate')).toBe('Start Date is required');
  });
});
