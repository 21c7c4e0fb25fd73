import { useQuery } from "@tanstack/react-query";
import { lovedOnesQuery } from "../../../lib/loved-ones-query.ts";

/** users/getlovedones/: the people the member arranges care for (at most two). */
export function useLovedOnes(userId: number) {
  return useQuery(lovedOnesQuery(userId));
}
