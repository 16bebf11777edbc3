import { LegalDocument } from "@web/features/legal/components/legal-document";

export default function RefundPolicyPage() {
  return <LegalDocument page="refund" />;
}
