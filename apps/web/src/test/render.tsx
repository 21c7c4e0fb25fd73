import "@testing-library/jest-dom/vitest";
import type { UserLoginDetails } from "@eldercare/contracts";
import { cleanup, configure, render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactElement } from "react";
import { MemoryRouter, useLocation } from "react-router";
import { afterAll, afterEach, vi } from "vitest";
import { createQueryClient, Providers } from "../app/providers.tsx";
import { DialogsProvider } from "../lib/dialogs.tsx";
import { type MemberSessionDetails, SESSION_STORAGE_KEY } from "../lib/session.tsx";
import { TOKEN_STORAGE_KEY } from "../lib/session-token.ts";

/*
 * Component tests render with the app's own providers (query client with retries off, session, toasts)
 * plus the dialogs and a router the layout would give. Files using this start with
 * `// @vitest-environment jsdom`.
 */

// jsdom lays nothing out, so it has no ResizeObserver; Radix's radio group and the toaster ask for one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no object URLs; photos fetched with the session are shown through one (lib/session-photo.ts).
if (typeof URL.createObjectURL !== "function") {
  let made = 0;
  URL.createObjectURL = () => {
    made += 1;
    return `blob:test/${made}`;
  };
  URL.revokeObjectURL = () => {};
}

// A screen that follows a stubbed call may take longer than 1 s to show on a busy 2-core machine, and the
// first toast of a file loads sonner first: in a clean-clone CI run beside the server tests two toasts took
// over 5 s to appear. A passing test never waits this long; only a failing one does.
configure({ asyncUtilTimeout: 10_000 });

// sonner removes a dismissed toast 200 ms later on a timer it does not clear on unmount: a file ending
// within those 200 ms left the timer to fire after jsdom was gone ("window is not defined", seen on a busy
// machine). Each file waits them out before its environment goes.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 250)));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

/** A member as stored at login, so the session (and the token the client sends) are there from the start. */
export const MEMBER: UserLoginDetails = { user_id: 7, user_name: "Meera Iyer", email: "meera@example.com" };

/** Signs in a member, or a circle member acting for a family (`family`). */
export function signIn(user: MemberSessionDetails = MEMBER): void {
  window.localStorage.setItem(TOKEN_STORAGE_KEY, "test-session-token");
  window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ kind: "user", user }));
}

/** Renders `ui` as the app would at `path`; `location()` says where the app has navigated since. */
export function renderWithApp(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  if (typeof document === "undefined") {
    throw new Error("Component tests need a DOM: start the file with // @vitest-environment jsdom");
  }
  const seen = { pathname: path };
  function WhereAmI() {
    seen.pathname = useLocation().pathname;
    return null;
  }
  const user = userEvent.setup();
  const queryClient = createQueryClient();
  const result = render(
    <Providers queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <DialogsProvider>
          {ui}
          <WhereAmI />
        </DialogsProvider>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, user, queryClient, location: () => seen.pathname };
}
