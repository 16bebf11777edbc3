import { LegalDocument } from "@web/features/legal/components/legal-document";

export default function ShippingPolicyPage() {
  return <LegalDocument page="shipping" />;
}
