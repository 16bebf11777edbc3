import { LoginPanel } from "@web/features/auth/components/login-panel";

/** /login (someone already signed in moves straight on to their dashboard). */
export default function LoginPage() {
  return <LoginPanel />;
}
