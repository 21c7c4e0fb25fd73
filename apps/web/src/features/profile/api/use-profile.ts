import { useQuery } from "@tanstack/react-query";
import { profileQuery } from "../../../lib/profile-query.ts";

/** The signed-in member's profile (users/getprofiledata/). */
export function useProfile(userId: number) {
  return useQuery(profileQuery(userId));
}
