import { createHash } from "node:crypto";
import { sharedMarkupEnd, type SharedMarkupRender } from "~/components/shared-markup";

/** Characters of markup one store keeps, least recently used dropped first: some 500 project pages' parts. */
const DEFAULT_BUDGET = 16_000_000;

export interface SharedMarkupSession extends SharedMarkupRender {
  /** After the page rendered whole: keeps the markup of the parts it rendered. */
  keep(html: string): void;
}

/**
 * The markup of page parts that are the same on every site (decision record 109), kept by page
 * path, part and a hash of the part's data, per thread: each render thread and the main thread
 * have their own. Data that changes makes a new key, so nothing has to be dropped on a write;
 * the least recently used parts go once the budget is spent.
 */
export class SharedMarkupStore {
  private readonly kept = new Map<string, string>();
  private size = 0;

  constructor(private readonly budget = DEFAULT_BUDGET) {}

  /** How many parts' markup is kept. */
  get parts(): number {
    return this.kept.size;
  }

  /** For one render of the page at `pathname`. */
  session(pathname: string): SharedMarkupSession {
    const rendered = new Map<string, string>();
    const used = new Set<string>();
    return {
      markupFor: (part, data) => {
        // The part is found again in the page by its name: a name used twice could keep the wrong markup.
        if (used.has(part)) throw new Error(`shared markup part "${part}" is on the page twice`);
        used.add(part);
        const key = `${pathname}\n${part}\n${createHash("sha1").update(JSON.stringify(data)).digest("base64")}`;
        const markup = this.kept.get(key);
        if (markup === undefined) {
          rendered.set(part, key);
          return undefined;
        }
        // Most recently used last, so the budget drops the oldest first.
        this.kept.delete(key);
        this.kept.set(key, markup);
        return markup;
      },
      keep: (html) => {
        for (const [part, key] of rendered) {
          const markup = partOf(html, part);
          if (markup !== null) this.add(key, markup);
        }
      },
    };
  }

  private add(key: string, markup: string) {
    // Two renders of the same page at once both render the part: the first one keeps it.
    if (markup.length > this.budget || this.kept.has(key)) return;
    this.kept.set(key, markup);
    this.size += markup.length;
    for (const [oldest, old] of this.kept) {
      if (this.size <= this.budget) break;
      this.kept.delete(oldest);
      this.size -= old.length;
    }
  }
}

/** The markup inside a part's wrapper, up to and with its end marker, as SharedMarkup renders it. */
function partOf(html: string, part: string): string | null {
  const opening = `data-shared="${part}">`;
  const start = html.indexOf(opening);
  if (start === -1) return null;
  const end = html.indexOf(sharedMarkupEnd(part), start);
  return end === -1 ? null : ownCopy(html.slice(start + opening.length, end + sharedMarkupEnd(part).length));
}

/**
 * The text as a string of its own. V8 makes a long slice a view into the string it came from,
 * so a kept part would hold its whole page (some 230 KB) for as long as it is kept; a copy holds
 * its own characters only, in one byte each when they all fit.
 */
function ownCopy(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}
