import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { registrationSchema } from "@domain/schemas/registration";
import { api, dataOf } from "@web/lib/api";

export type RegisterBody = z.input<typeof registrationSchema>;

/** POST /api/public/register: user, password and profile in one go; the verification email follows. */
export function registerAccount(body: RegisterBody) {
  return dataOf(api.POST("/api/public/register", { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
