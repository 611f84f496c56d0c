import { Agent } from "node:https";
import { ENQUIRY_MESSAGES } from "~/domain/schemas/enquiry";
import { answerOf, formBody, type Destination } from "./http-answer";

export interface LoadCounts {
  sent: number;
  pages: number;
  enquiries: number;
  /** Answered 2xx or 3xx. */
  answered: number;
  /** Any other status, or no answer at all, by status or error code. */
  errors: Map<string, number>;
  /** Enquiries answered with the spec's "Message Sent!": the writes the visitor was told were made. */
  writesConfirmed: number;
}

const PAGES = ["/", "/condos", "/about", "/blog"];

/**
 * Visitors through Caddy until stopped: `pageVisitors` loops of page GETs and `enquirers` loops
 * of contact-form posts on the about page, each enquiry from an address starting with `marker`
 * so its row can be counted. Each loop waits for its answer before its next request.
 */
export function startSteadyLoad(site: Destination, marker: string, { pageVisitors = 3, enquirers = 1 } = {}) {
  const agent = new Agent({ keepAlive: true, maxSockets: pageVisitors + enquirers });
  const target: Destination = { ...site, tls: { ...site.tls!, agent } };
  const counts: LoadCounts = { sent: 0, pages: 0, enquiries: 0, answered: 0, errors: new Map(), writesConfirmed: 0 };
  let running = true;

  const record = async (ask: () => Promise<{ status: number; text: string }>, kind: "page" | "enquiry") => {
    counts.sent++;
    if (kind === "page") counts.pages++;
    else counts.enquiries++;
    try {
      const { status, text } = await ask();
      if (status >= 200 && status < 400) counts.answered++;
      else counts.errors.set(String(status), (counts.errors.get(String(status)) ?? 0) + 1);
      if (kind === "enquiry" && status === 200 && text.includes(ENQUIRY_MESSAGES.sentTitle)) counts.writesConfirmed++;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      counts.errors.set(code, (counts.errors.get(code) ?? 0) + 1);
    }
  };

  const visitor = async (offset: number) => {
    for (let i = offset; running; i++) await record(() => answerOf(target, PAGES[i % PAGES.length]), "page");
  };
  const enquirer = async (who: number) => {
    for (let i = 0; running; i++) {
      const form = new URLSearchParams({
        formId: "enquiry-contact",
        kind: "contact",
        name: `Load Visitor ${who}`,
        email: `${marker}-${who}-${i}@example.com`,
        message: "Is the showflat open this weekend?",
        consent: "on",
      });
      const { body, headers } = await formBody(form);
      await record(() => answerOf(target, "/about", { method: "POST", headers, body }), "enquiry");
    }
  };

  const loops = [
    ...Array.from({ length: pageVisitors }, (_, i) => visitor(i)),
    ...Array.from({ length: enquirers }, (_, i) => enquirer(i)),
  ];
  return {
    counts,
    /** Stops sending; resolves once every request sent has its answer or error. */
    stop: async () => {
      running = false;
      await Promise.all(loops);
      agent.destroy();
      return counts;
    },
  };
}
