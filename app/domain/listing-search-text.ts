import { DISTRICTS } from "~/domain/districts";

/**
 * Turns what a buyer types into a PostgreSQL `to_tsquery('english', …)` expression over the
 * listing's search document (decision record 040). Every word must match; a word matches as a
 * prefix ('lumi' finds 'Lumiere'). Districts are whole tokens: 'District 1', 'D1' and 'D01' are
 * `d1` and never match `d10`–`d19`; a bare 1–28 is that district or the number itself (a house
 * number). 'EC' is the token the document gives Executive Condominiums. The result only ever
 * holds [a-z0-9] words, `&`, `|`, `:*` and parentheses, so it cannot break the query syntax.
 */
export function searchTextQuery(text: string): string | null {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const terms: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    const next = words[i + 1];
    if ((word === "district" || word === "dist") && next !== undefined && isDistrictNumber(next)) {
      terms.push(districtToken(next));
      i++;
      continue;
    }
    const coded = word.match(/^d0*(\d{1,2})$/);
    if (coded && isDistrictNumber(coded[1])) {
      terms.push(districtToken(coded[1]));
      continue;
    }
    if (/^\d+$/.test(word)) {
      terms.push(isDistrictNumber(word) ? `(${districtToken(word)} | ${Number(word)})` : String(Number(word)));
      continue;
    }
    if (word === "northeast") {
      terms.push("north:*", "east:*");
      continue;
    }
    // Two-letter words are codes ('EC', 'D9' handled above): whole tokens, not prefixes of longer words.
    terms.push(word.length <= 2 ? word : `${word}:*`);
  }
  return terms.length ? terms.join(" & ") : null;
}

function isDistrictNumber(digits: string): boolean {
  const number = Number(digits);
  return /^\d{1,2}$/.test(digits) && number >= 1 && number <= DISTRICTS.length;
}

function districtToken(digits: string): string {
  return `d${Number(digits)}`;
}
