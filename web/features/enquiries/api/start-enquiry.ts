import type { EnquiryInput } from "@domain/schemas/conversations";
import { useMutation } from "@tanstack/react-query";
import { api, dataOf } from "@web/lib/api";

/** POST /api/buyer/enquiries: Contact Seller / Get Best Price; answers the new conversation's id. */
export function useStartEnquiry() {
  return useMutation({
    mutationFn: (input: EnquiryInput) => dataOf(api.POST("/api/buyer/enquiries", { body: input })),
  });
}
