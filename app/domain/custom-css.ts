export const CUSTOM_CSS_MAX_LENGTH = 20_000;

// At-rules that only group or describe styles; everything else (@import, @charset, @namespace,
// @document, ...) is dropped.
const ALLOWED_AT_RULES = new Set(["media", "supports", "keyframes", "-webkit-keyframes", "font-face", "container", "layer"]);

const DANGEROUS =
  /@import|@charset|@namespace|expression\(|javascript:|vbscript:|livescript:|behaviou?r:|-moz-binding|-o-link|image-set\(|(?:^|[^a-z0-9-])image\(|(?:^|[^a-z0-9-])src\(/;

// A same-origin path ('/uploads/logo.webp', never '//host') or an in-document '#fragment'.
const SAFE_URL_ARGUMENT = /^(["']?)(?:\/(?!\/)[a-z0-9\-._~/%?=&+#]*|#[a-z][a-z0-9_-]*)\1$/;

function decodeCssEscapes(css: string): string {
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})(?:\r\n|[ \t\n\r\f])?|(\r\n|[\n\r\f])|([\s\S]))?/g,
    (_match, hex: string | undefined, _newline: string | undefined, char: string | undefined) => {
      if (hex) {
        const codePoint = parseInt(hex, 16);
        const invalid = codePoint === 0 || codePoint > 0x10ffff || (codePoint >= 0xd800 && codePoint <= 0xdfff);
        return invalid ? "\uFFFD" : String.fromCodePoint(codePoint);
      }
      return char ?? "";
    },
  );
}

/** NUL and other control characters, except the tab, newlines and form feed CSS treats as space. */
function isControlCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  return code <= 0x08 || code === 0x0b || (code >= 0x0e && code <= 0x1f) || code === 0x7f;
}

function isDangerousSegment(segment: string): boolean {
  const compact = segment.toLowerCase().replace(/\s+/g, "");
  if (DANGEROUS.test(compact)) return true;
  // On the spaced text: '@media screen' must not read as the at-rule 'mediascreen'.
  for (const atRule of segment.toLowerCase().matchAll(/@(-?[a-z][a-z0-9-]*)/g)) {
    if (!ALLOWED_AT_RULES.has(atRule[1])) return true;
  }
  for (const call of compact.matchAll(/url\(/g)) {
    const rest = compact.slice((call.index ?? 0) + 4);
    const end = rest.indexOf(")");
    if (!SAFE_URL_ARGUMENT.test(end === -1 ? rest : rest.slice(0, end))) return true;
  }
  return false;
}

/**
 * Makes realtor CSS safe to place inside a server-rendered <style> element.
 *
 * Escapes are decoded first and every backslash left over is removed, so the text that is
 * checked is exactly the text the browser will read: no escape can smuggle 'url(' or '@import'
 * past the checks. '<' is removed, so '</style' and '<!--' cannot occur. Then every statement
 * or declaration (text between ';', '{' and '}') that loads from another origin or runs
 * script is dropped whole; delimiters stay, so dropping never joins neighbours into new tokens.
 */
export function sanitizeCustomCss(css: string | null | undefined): string {
  const text = decodeCssEscapes((css ?? "").slice(0, CUSTOM_CSS_MAX_LENGTH))
    .replace(/\\/g, "")
    .replace(/[^]/g, (char) => (isControlCharacter(char) ? "" : char))
    .replace(/</g, "")
    // Comments go last, so no earlier removal can join '/' and '*' into a new one.
    .replace(/\/\*[\s\S]*?(?:\*\/|$)/g, " ");

  return text
    .split(/([;{}])/)
    .map((piece) => (piece === ";" || piece === "{" || piece === "}" || !isDangerousSegment(piece) ? piece : ""))
    .join("");
}
