import { useState } from "react";
import type { FilterResult } from "./filters.ts";

/**
 * The request the list shows: the filters' request when it keeps the contract's rules, else the last
 * one that did (so a two-letter search shows its message and leaves the list as it was).
 */
export function useAppliedRequest<R>(result: FilterResult<R>, initial: R): R {
  const [applied, setApplied] = useState(initial);
  if (result.ok && JSON.stringify(result.request) !== JSON.stringify(applied)) setApplied(result.request);
  return result.ok ? result.request : applied;
}
