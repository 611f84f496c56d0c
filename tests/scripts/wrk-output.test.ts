import { describe, expect, it } from "vitest";
import { parseWrk } from "../../scripts/bench/wrk";

// What wrk 4.1 prints with --latency: the bench compares these figures, so a unit misread is a wrong ratio.
const output = `Running 8s test @ http://127.0.0.1:3200/condos
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency     1.43ms    1.21ms  48.75ms   97.81%
    Req/Sec    35.05k     2.61k   38.96k    83.75%
  Latency Distribution
     50%  746.00us
     75%    1.36ms
     90%    1.82ms
     99%    1.12s
  278935 requests in 8.00s, 3.29GB read
  Non-2xx or 3xx responses: 12
Requests/sec:  34866.11
Transfer/sec:    421.04MB
`;

describe("reading wrk's figures", () => {
  it("reads the rate, the percentiles in their units, the failures and the bytes per answer", () => {
    const result = parseWrk(output);
    expect(result.requestsPerSecond).toBe(34866.11);
    expect(result.p50Ms).toBeCloseTo(0.746);
    expect(result.p99Ms).toBe(1120);
    expect(result.requests).toBe(278935);
    expect(result.failed).toBe(12);
    expect(result.bytesPerRequest).toBeCloseTo((3.29 * 1024 ** 3) / 278935);
  });

  it("counts timeouts as failures", () => {
    expect(parseWrk(output.replace("  Non-2xx or 3xx responses: 12\n", "  Socket errors: connect 0, read 0, write 0, timeout 7\n")).failed).toBe(7);
  });

  it("refuses output it cannot read rather than reporting zeros", () => {
    expect(() => parseWrk("unable to connect to 127.0.0.1:3200 Connection refused")).toThrow(/could not read/);
  });
});
