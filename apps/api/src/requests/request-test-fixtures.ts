import { hashPassword } from '../auth/passwords';
import { insertOrganization } from '../organizations/organizations.repo';
import { insertUser } from '../users/users.repo';
import { loginAs, type TestApp } from '../../test/test-app';

/** A small but well-formed PDF, padded to `size` bytes when asked. */
export function pdfBytes(size?: number): Buffer {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
  if (size === undefined || size <= pdf.length) return pdf;
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

/** A Windows executable's first bytes: what a renamed .exe brings along. */
export const executableBytes = () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('This program cannot be run in DOS mode.')]);

export const asDataUrl = (bytes: Buffer, declaredType = 'application/pdf') =>
  `data:${declaredType};base64,${bytes.toString('base64')}`;

let organizations = 0;

/** An organization with an ORGADMIN and an ORGUSER, both ACTIVE, and the given credits. */
export async function createOrganization(
  test: TestApp,
  credits: Partial<Record<'dossierRequests' | 'docRequests' | 'riskAlertRequests' | 'updateInfoRequests' | 'tradeDataRequests', number>> = {},
) {
  organizations += 1;
  const tag = `${organizations}.${Date.now()}`;
  const password = 'org-password-1';
  const organizationId = await insertOrganization(test.db, {
    name: `Blue Current Research ${tag}`,
    organizationType: 'ORGANIZATION',
    tier: 'TIER_2',
    numUsers: 5,
    adminEmail: `lead.${tag}@bluecurrent.example`,
    ...credits,
  });
  const base = { passwordHash: await hashPassword(password), status: 'ACTIVE', tier: 'TIER_2', lastName: 'Okafor', organizationId };
  const orgAdmin = await insertUser(test.db, { ...base, email: `lead.${tag}@bluecurrent.example`, role: 'ORGADMIN', firstName: 'Ada' });
  const orgUser = await insertUser(test.db, { ...base, email: `analyst.${tag}@bluecurrent.example`, role: 'ORGUSER', firstName: 'Tunde' });
  return {
    organizationId,
    orgAdmin: { ...orgAdmin, token: await loginAs(test.app, orgAdmin.email, password) },
    orgUser: { ...orgUser, token: await loginAs(test.app, orgUser.email, password) },
  };
}
