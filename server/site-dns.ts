import { Resolver } from "node:dns/promises";
import { isIP } from "node:net";
import type { DnsOutcome } from "~/domain/site-validation";

/** The few lookups site validation makes; tests hand in their own answers instead of the network. */
export interface DnsResolver {
  resolveCname(host: string): Promise<string[]>;
  resolve4(host: string): Promise<string[]>;
  resolve6(host: string): Promise<string[]>;
}

/** A name server that answers slower than this counts as unreachable: validation must not hang. */
export const DNS_TIMEOUT_MS = 2000;

/** The system's name servers, one try each with a short timeout. */
export function systemDnsResolver(timeoutMs = DNS_TIMEOUT_MS): DnsResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return {
    resolveCname: (host) => resolver.resolveCname(host),
    resolve4: (host) => resolver.resolve4(host),
    resolve6: (host) => resolver.resolve6(host),
  };
}

// The name exists but has no record of this kind, or does not exist at all: an answer, not a failure.
const NO_ANSWER = new Set(["ENODATA", "ENOTFOUND"]);

class NameMissing extends Error {}

function codeOf(error: unknown): string {
  return typeof error === "object" && error !== null && "code" in error ? String((error as { code: unknown }).code) : "";
}

async function records(lookup: Promise<string[]>): Promise<string[]> {
  try {
    return await lookup;
  } catch (error) {
    if (codeOf(error) === "ENOTFOUND") throw new NameMissing();
    if (NO_ANSWER.has(codeOf(error))) return [];
    throw error;
  }
}

const bareName = (name: string) => name.toLowerCase().replace(/\.$/, "");

async function addressesOf(resolver: DnsResolver, host: string): Promise<string[]> {
  const [v4, v6] = await Promise.all([records(resolver.resolve4(host)), records(resolver.resolve6(host))]);
  return [...v4, ...v6];
}

/**
 * Whether `host` points at this platform: a CNAME to one of the target names, or an address
 * that one of the targets has (IP targets are taken as they are). A name that does not exist
 * or has no address is 'no-records'; name servers that fail or time out are 'unreachable'.
 */
export async function checkSiteDns(resolver: DnsResolver, host: string, targets: readonly string[]): Promise<DnsOutcome> {
  if (targets.length === 0) return { status: "not-configured" };
  if (host === "localhost" || host.endsWith(".localhost")) return { status: "local" };
  const targetNames = targets.filter((target) => !isIP(target)).map(bareName);
  try {
    const cnames = (await records(resolver.resolveCname(host))).map(bareName);
    const aliased = cnames.find((name) => targetNames.includes(name));
    if (aliased) return { status: "points-here", found: [aliased] };
    const found = await addressesOf(resolver, host);
    if (found.length === 0) return { status: "no-records" };
    const expected = new Set(targets.filter((target) => isIP(target)));
    for (const name of targetNames) for (const address of await addressesOf(resolver, name).catch(() => [])) expected.add(address);
    const matching = found.filter((address) => expected.has(address));
    if (matching.length > 0) return { status: "points-here", found: matching };
    return { status: "elsewhere", found: [...cnames, ...found], expected: [...targets] };
  } catch (error) {
    if (error instanceof NameMissing) return { status: "no-records" };
    return { status: "unreachable", detail: unreachableDetail(codeOf(error)) };
  }
}

function unreachableDetail(code: string): string {
  if (code === "ETIMEOUT") return "the name servers did not answer in time";
  if (code === "ECONNREFUSED" || code === "EREFUSED") return "the name servers refused the query";
  if (code === "ESERVFAIL") return "the name servers failed to answer";
  return code ? `the lookup failed (${code})` : "the lookup failed";
}
