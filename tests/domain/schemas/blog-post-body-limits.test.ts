import { describe, expect, it } from "vitest";
import { POST_MESSAGES, postPreviewSchema, postSchema } from "~/domain/schemas/blog-post";

// Issue 30 item 1: a body that would stall the Markdown renderer is refused by one linear scan,
// on the body field, before any parser sees it.

const QUOTES_20000 = ">".repeat(20_000);

function bodyErrors(schema: typeof postSchema | typeof postPreviewSchema, body: string): { messages: string[]; ms: number } {
  const started = performance.now();
  const parsed = schema.safeParse({ title: "Deep", body });
  const ms = performance.now() - started;
  const messages = parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === "body").map((issue) => issue.message);
  return { messages, ms };
}

describe("a post body the renderer cannot afford", () => {
  it.each([
    ["the editor's form", postSchema],
    ["the live preview", postPreviewSchema],
  ] as const)("20,000 '>' (a quote nested 20,000 deep) is refused on the body field by %s, at once", (_, schema) => {
    const { messages, ms } = bodyErrors(schema, QUOTES_20000);
    expect(messages).toEqual([POST_MESSAGES.bodyTooDeep]);
    expect(ms).toBeLessThan(250);
  });

  it.each([
    ["lists nested by markers on one line", "- ".repeat(20) + "a"],
    ["lists nested by indentation", Array.from({ length: 40 }, (_, level) => `${" ".repeat(2 * level)}- item`).join("\n")],
    ["quotes and lists mixed", "> - ".repeat(12) + "a"],
  ])("%s deeper than the limit are refused", (_, body) => {
    expect(bodyErrors(postSchema, body).messages).toEqual([POST_MESSAGES.bodyTooDeep]);
  });

  it.each([
    ["emphasis nested thousands deep", "*a ".repeat(8_000) + "b* ".repeat(8_000)],
    ["strong emphasis in one run", "*".repeat(20_000) + "a" + "*".repeat(20_000)],
    ["links nested in links", "[a".repeat(6_000) + "](x)".repeat(6_000)],
    ["emphasis spread over the lines of one paragraph", "*a\n".repeat(5_000) + "b*\n".repeat(5_000)],
  ])("%s is refused: too many marks in one paragraph", (_, body) => {
    const { messages, ms } = bodyErrors(postSchema, body);
    expect(messages).toEqual([POST_MESSAGES.bodyParagraphTooBusy]);
    expect(ms).toBeLessThan(250);
  });

  it.each([
    ["16,000 paragraphs", "a\n\n".repeat(16_000)],
    ["12,000 emphasised words in separate items", "- *a*\n".repeat(8_000)],
    ["5,000 bare web addresses", "www.a.sg ".repeat(5_000)],
  ])("%s is refused: too much formatting for one post", (_, body) => {
    expect(bodyErrors(postSchema, body).messages).toEqual([POST_MESSAGES.bodyTooComplex]);
  });

  it("a long real post with lists, quotes, tables, links and emphasis is accepted", () => {
    const section = [
      "## Why District 15",
      "Peranakan shophouses, the **East Coast Park** breeze and _a new MRT line_: see [URA](https://www.ura.gov.sg) or www.hdb.gov.sg.",
      "> Prices start *below* the Core Central Region.\n> > As one buyer said: **location first**.",
      "- Katong Park station\n  - 5 min walk\n    1. Exit A\n    2. Exit B\n- Marine Parade station",
      "| Type | Size | Price |\n| --- | --- | --- |\n| 2BR | 700 sqft | S$1.2M |\n| 3BR | 1,000 sqft | S$1.8M |",
      "Call `+65 6123 4567` or mail agent@demo.sg. snake_case_words_are_plain.",
      "* * *",
    ].join("\n\n");
    const body = Array.from({ length: 40 }, () => section).join("\n\n");
    expect(body.length).toBeLessThan(50_000);
    expect(bodyErrors(postSchema, body).messages).toEqual([]);
  });

  it("a thematic break of many spaced dashes is not a nested list", () => {
    expect(bodyErrors(postSchema, "Text\n\n- - - - - - - - - - - - - - - - - - - - - - - -\n\nMore").messages).toEqual([]);
  });

  it("paragraphs each with plenty of links are accepted: the count starts again at each paragraph and list item", () => {
    const paragraph = "[a](https://a.sg) **b** ".repeat(40);
    expect(bodyErrors(postSchema, `${paragraph}\n\n`.repeat(10)).messages).toEqual([]);
    expect(bodyErrors(postSchema, `- ${paragraph}\n`.repeat(10)).messages).toEqual([]);
  });
});
