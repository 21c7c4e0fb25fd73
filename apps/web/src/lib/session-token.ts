/** Where the session token lives between page loads. One token for the whole app (spec §6). */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export const TOKEN_STORAGE_KEY = "eldercare.session-token";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/**
 * A token store over a Storage-like object. Storage failures (private browsing, quota, storage disabled)
 * degrade to an in-memory token rather than breaking the call that triggered them.
 */
export function createTokenStore(getStorage: () => KeyValueStorage | undefined): TokenStore {
  let memory: string | null = null;
  const storage = (): KeyValueStorage | undefined => {
    try {
      return getStorage();
    } catch {
      return undefined;
    }
  };
  return {
    get() {
      try {
        return storage()?.getItem(TOKEN_STORAGE_KEY) ?? memory;
      } catch {
        return memory;
      }
    },
    set(token) {
      memory = token;
      try {
        storage()?.setItem(TOKEN_STORAGE_KEY, token);
      } catch {
        // keep the in-memory copy
      }
    },
    clear() {
      memory = null;
      try {
        storage()?.removeItem(TOKEN_STORAGE_KEY);
      } catch {
        // nothing stored to clear
      }
    },
  };
}

/** The app's token store, backed by localStorage. */
export const sessionToken: TokenStore = createTokenStore(() =>
  typeof window === "undefined" ? undefined : window.localStorage,
);
