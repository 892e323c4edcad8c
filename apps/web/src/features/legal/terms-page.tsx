import { LegalDocument } from './legal-document';
import { TERMS_SECTIONS, TERMS_UPDATED } from './terms-content';

export function TermsPage() {
  return <LegalDocument title="Terms of Service" updated={TERMS_UPDATED} sections={TERMS_SECTIONS} />;
}
