import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { registrationResponseSchema, registrationSchema } from "@domain/schemas/registration";
import { apiFetch } from "@web/lib/api-client";

export type RegisterBody = z.input<typeof registrationSchema>;

/** POST /api/public/register: user, password and profile in one go; the verification email follows. */
export function registerAccount(body: RegisterBody) {
  return apiFetch<z.infer<typeof registrationResponseSchema>>("/api/public/register", { method: "POST", body });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
