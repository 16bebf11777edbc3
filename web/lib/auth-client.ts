import { createAuthClient } from "better-auth/client";
import { twoFactorClient } from "better-auth/client/plugins";
import { fetchOrThrow } from "./fetch-or-throw";

/**
 * better-auth's typed client for /api/auth/* (sign-in, two-factor, password reset, sign-out). Its fetch throws
 * ApiError with our `{ error: { code, message } }` answer, like every other API call, so callers read `data` only.
 */
export const authClient = createAuthClient({
  baseURL: typeof window === "undefined" ? "http://localhost" : window.location.origin,
  basePath: "/api/auth",
  fetchOptions: { credentials: "include", customFetchImpl: fetchOrThrow },
  plugins: [twoFactorClient()],
});

/** The success body of a better-auth call (failures have already thrown ApiError). */
export async function authData<T>(call: Promise<{ data: T | null }>): Promise<T> {
  const { data } = await call;
  return data as T;
}
