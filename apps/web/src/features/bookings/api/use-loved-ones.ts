import { useQuery } from "@tanstack/react-query";
import { lovedOnesQuery } from "../../../lib/loved-ones-query.ts";

/** users/getlovedones/: the people the member may book visits for. */
export function useLovedOnes(userId: number) {
  return useQuery(lovedOnesQuery(userId));
}
