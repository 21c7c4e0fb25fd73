// The companion app's catalogues by language. The web app imports a non-English one only when it is
// chosen (a separate chunk), so an English page loads none of the others.
export {
  COMPANION_SERVER_MESSAGE_KEYS,
  type CompanionCatalogue,
  companionEn,
  SAME_AS_ENGLISH,
} from "./en.ts";
