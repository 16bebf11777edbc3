import { useMutation } from "@tanstack/react-query";
import { authClient, authData } from "@web/lib/auth-client";

export type SignInInput = { email: string; password: string };

/** POST /api/auth/sign-in/email: a session, or (with two-factor on) a pending challenge for the code. */
export async function signInWithPassword(input: SignInInput): Promise<{ secondFactorRequired: boolean }> {
  const answer = await authData(authClient.signIn.email({ email: input.email, password: input.password, rememberMe: true }));
  return { secondFactorRequired: "twoFactorRedirect" in answer && answer.twoFactorRedirect === true };
}

export function useSignIn() {
  return useMutation({ mutationFn: signInWithPassword });
}
