import { PRIVACY_SECTIONS, PRIVACY_UPDATED } from './privacy-content';
import { LegalDocument } from './legal-document';

export function PrivacyPage() {
  return <LegalDocument title="Privacy Policy" updated={PRIVACY_UPDATED} sections={PRIVACY_SECTIONS} />;
}
