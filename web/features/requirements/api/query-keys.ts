/** Every query of the buyer's requirements lives under one root, so a change refreshes them all. */
export const requirementKeys = {
  all: ["buyer-requirements"] as const,
  list: () => [...requirementKeys.all, "list"] as const,
  detail: (requirementId: string) => [...requirementKeys.all, "detail", requirementId] as const,
  answers: (requirementId: string) => [...requirementKeys.all, "answers", requirementId] as const,
};
