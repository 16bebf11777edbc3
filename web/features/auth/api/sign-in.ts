import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@web/lib/api-client";

export type SignInInput = { email: string; password: string };
type SignInAnswer = { twoFactorRedirect?: boolean; user?: unknown };

/** POST /api/auth/sign-in/email: a session, or (with two-factor on) a pending challenge for the code. */
export async function signInWithPassword(input: SignInInput): Promise<{ secondFactorRequired: boolean }> {
  const answer = await apiFetch<SignInAnswer>("/api/auth/sign-in/email", {
    method: "POST",
    body: { email: input.email, password: input.password, rememberMe: true },
  });
  return { secondFactorRequired: answer.twoFactorRedirect === true };
}

export function useSignIn() {
  return useMutation({ mutationFn: signInWithPassword });
}
