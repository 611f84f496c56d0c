// The one rule for an address that is stored and later rendered as a link or a picture (issue 30
// item 9): the schemas refuse what it refuses when a form or an import saves, and the pages ask it
// again when they render, so a row stored before the rule never becomes a link either.

// A backslash (browsers read '/\host' as '//host'), any control or invisible formatting character,
// and any space: none belongs in an address, and each has been used to make one mean another host.
const FORBIDDEN = /[\\\s\p{Cc}\p{Cf}\p{Z}]/u;
// Once decoded, an encoded space is a file name's ('Brochure%20Final.pdf'); a backslash or a control character is a trick.
const FORBIDDEN_DECODED = /[\\\p{Cc}]/u;
const HTTP_SCHEME = /^(https?):\/\//i;
// Percent-decoded up to this many times: '%252f' is '%2f' is '/'.
const DECODE_ROUNDS = 3;

/** The value and its percent-decoded forms; null when one of them is not valid percent-encoding. */
function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < DECODE_ROUNDS && /%[0-9a-f]{2}/i.test(current); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

/**
 * The address to link to, or null: an http(s) URL with a host name that has a dot and no
 * credentials, or a path on this site ('/uploads/…'). Refused, also when percent-encoded: a
 * backslash, a leading '//' (another host), control characters; and spaces or any scheme but http(s).
 */
export function linkHref(value: string | null | undefined): string | null {
  if (!value) return null;
  const forms = decodedForms(value);
  if (!forms || FORBIDDEN.test(value) || forms.some((form) => FORBIDDEN_DECODED.test(form))) return null;
  if (value.startsWith("/")) return forms.some((form) => form.startsWith("//")) ? null : value;
  if (!HTTP_SCHEME.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname.includes(".")) return null;
  return value;
}

/** Whether an address may be stored to be rendered as a link or a picture. */
export function isLinkableUrl(value: string): boolean {
  return linkHref(value) !== null;
}

/**
 * A social profile's address as typed (spec part 2: 'https://' prepended when no protocol), as
 * a link to another site, or null when it is not one.
 */
export function externalProfileHref(value: string | null | undefined): string | null {
  const typed = value?.trim();
  if (!typed || typed.startsWith("/")) return null;
  return linkHref(HTTP_SCHEME.test(typed) ? typed : `https://${typed}`);
}
