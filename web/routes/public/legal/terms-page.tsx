import { LegalDocument } from "@web/features/legal/components/legal-document";

export default function TermsPage() {
  return <LegalDocument page="terms" />;
}
