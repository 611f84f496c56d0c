import { districtNumber } from "~/domain/singapore";

/**
 * Singapore's 28 postal districts with their names. Apart from the phone and postcode rules in
 * singapore.ts, which every page's footer reads, so that only the pages that list districts load them.
 */
export type District = {
  number: number;
  /** 'D09' */
  code: string;
  name: string;
  /** Stored on projects: 'District 9' (spec part 3 §9). */
  value: string;
  /** 'D09 Orchard / River Valley' */
  label: string;
};

const DISTRICT_NAMES: readonly string[] = [
  "Raffles Place / Marina",
  "Tanjong Pagar / Anson",
  "Queenstown / Tiong Bahru",
  "Telok Blangah / Harbourfront",
  "Pasir Panjang / Clementi",
  "City Hall / High Street",
  "Bugis / Beach Road",
  "Little India / Farrer Park",
  "Orchard / River Valley",
  "Bukit Timah / Holland / Tanglin",
  "Novena / Newton / Thomson",
  "Balestier / Toa Payoh",
  "Macpherson / Braddell",
  "Geylang / Eunos",
  "Katong / Marine Parade",
  "Bedok / Upper East Coast",
  "Changi / Loyang",
  "Tampines / Pasir Ris",
  "Serangoon Garden / Hougang / Punggol",
  "Bishan / Ang Mo Kio",
  "Upper Bukit Timah / Clementi Park",
  "Jurong / Boon Lay",
  "Bukit Panjang / Choa Chu Kang",
  "Lim Chu Kang / Tengah",
  "Kranji / Woodlands",
  "Upper Thomson / Springleaf",
  "Yishun / Sembawang",
  "Seletar / Yio Chu Kang",
];

export const DISTRICTS: readonly District[] = DISTRICT_NAMES.map((name, index) => {
  const number = index + 1;
  const code = `D${String(number).padStart(2, "0")}`;
  return { number, code, name, value: `District ${number}`, label: `${code} ${name}` };
});

export function districtFor(districtText: string | null | undefined): District | null {
  const n = districtNumber(districtText);
  return DISTRICTS.find((district) => district.number === n) ?? null;
}
