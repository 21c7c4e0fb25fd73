import type { Language } from "@eldercare/contracts";

/*
 * The people of a generated roster (issue 26): the development seed's companions and the bench's
 * generated care team draw their names and languages from these lists.
 */

/** The state's language besides English and Hindi (states.ts codes). */
export const STATE_LANGUAGE: Record<string, Language> = {
  WB: "Bengali",
  TR: "Bengali",
  AS: "Assamese",
  GJ: "Gujarati",
  DH: "Gujarati",
  KA: "Kannada",
  KL: "Malayalam",
  LD: "Malayalam",
  MH: "Marathi",
  GA: "Marathi",
  TN: "Tamil",
  PY: "Tamil",
  TS: "Telugu",
  AP: "Telugu",
  OD: "Odia",
  PB: "Punjabi",
  CH: "Punjabi",
  JK: "Urdu",
};

/** States where Hindi is everyone's language; and where Urdu is often spoken too. */
export const HINDI_BELT = new Set([
  "UP",
  "BR",
  "MP",
  "RJ",
  "HR",
  "DL",
  "CH",
  "UK",
  "HP",
  "JH",
  "CG",
  "JK",
  "LA",
  "AN",
]);
export const URDU_TOO = new Set(["UP", "BR", "TS", "DL"]);

export const FIRST_WOMEN = [
  "Sunita",
  "Rekha",
  "Anjali",
  "Priya",
  "Meena",
  "Kavita",
  "Lakshmi",
  "Farida",
  "Shabana",
  "Mary",
  "Deepa",
  "Geeta",
  "Bharati",
  "Sangeeta",
  "Pushpa",
  "Rupali",
  "Nandini",
  "Jyoti",
  "Kamala",
  "Selvi",
];

export const FIRST_MEN = [
  "Joseph",
  "Arjun",
  "Ramesh",
  "Imran",
  "Suresh",
  "Biswajit",
  "Manoj",
  "Gurpreet",
  "Anil",
  "Murugan",
];

export const SURNAMES = [
  "Sharma",
  "Das",
  "Iyer",
  "Patil",
  "Reddy",
  "Nair",
  "Ghosh",
  "Khan",
  "Singh",
  "Mehta",
  "Mondal",
  "Yadav",
  "Pillai",
  "Kumar",
  "Fernandes",
  "Naik",
  "Borah",
  "Sahu",
  "Gill",
  "Shaikh",
];
