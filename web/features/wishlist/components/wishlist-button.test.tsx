// @vitest-environment jsdom
import { QueryClient } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import "@web/lib/i18n";
import { Providers } from "@web/providers";
import { fetchCall } from "@web/test/fetch-call";
import { WishlistButton } from "./wishlist-button";

const PRODUCT = "3f0c2b9e-6a1d-4c55-9a43-0f5a1c2d3e4f";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function me(accountType: "buyer" | "seller") {
  return {
    user: { id: "u1", email: "a@example.in", emailVerified: true, twoFactorEnabled: false },
    profile: { accountType, isAdmin: false, isVerified: true, isActive: true, contactPerson: null, firstName: null, lastName: null, companyName: null, phone: null, businessSubtype: null, gstNumber: null, shippingAddress: null, billingAddress: null, subscriptionPlanName: null },
  };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A tiny server: who is signed in, and a wishlist held in memory. */
function stubServer(account: ReturnType<typeof me> | null) {
  let saved = false;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { url, method } = fetchCall(input, init);
    if (url === "/api/account/me") return account ? json(account) : json({ error: { code: "UNAUTHENTICATED", message: "no" } }, 401);
    if (url === `/api/buyer/wishlist/${PRODUCT}`) {
      if (method === "PUT") saved = true;
      if (method === "DELETE") saved = false;
      return json({ productId: PRODUCT, saved });
    }
    return json({ error: { code: "NOT_FOUND", message: url } }, 404);
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

function renderButton() {
  const router = createMemoryRouter(
    [
      { path: "/product/:id", element: <WishlistButton productId={PRODUCT} /> },
      { path: "/login", element: <h1>Login page</h1> },
    ],
    { initialEntries: [`/product/${PRODUCT}`] },
  );
  render(
    <Providers queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

/** The button once it knows who is signed in and whether the product is saved. */
async function readyButton(name: string) {
  const button = await screen.findByRole<HTMLButtonElement>("button", { name });
  await waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

describe("WishlistButton", () => {
  it("saves and removes the product for a buyer", async () => {
    const fetch = stubServer(me("buyer"));
    renderButton();
    fireEvent.click(await readyButton("Add to Wishlist"));
    fireEvent.click(await readyButton("Saved to Wishlist"));
    await readyButton("Add to Wishlist");
    const calls = fetch.mock.calls.map(([input, init]) => fetchCall(input, init));
    const methods = calls.filter(({ url }) => url.includes("/wishlist/")).map(({ method }) => method);
    expect(methods).toEqual(["GET", "PUT", "DELETE"]);
  });

  it("sends a visitor to log in", async () => {
    stubServer(null);
    renderButton();
    fireEvent.click(await readyButton("Add to Wishlist"));
    expect(await screen.findByRole("heading", { name: "Login page" })).toBeTruthy();
  });

  it("shows nothing to a seller, who has no wishlist", async () => {
    const fetch = stubServer(me("seller"));
    renderButton();
    await waitFor(() => expect(fetch.mock.calls.map(([input]) => fetchCall(input).url)).toContain("/api/account/me"));
    await waitFor(() => expect(screen.queryByRole("button", { name: /wishlist/i })).toBeNull());
    expect(fetch.mock.calls.some(([input]) => fetchCall(input).url.includes("/wishlist/"))).toBe(false);
  });
});
