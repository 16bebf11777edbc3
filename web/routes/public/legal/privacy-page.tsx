import { LegalDocument } from "@web/features/legal/components/legal-document";

export default function PrivacyPage() {
  return <LegalDocument page="privacy" />;
}
