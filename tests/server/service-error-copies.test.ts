import { describe, expect, it, vi } from "vitest";
import { describeFailure } from "#server/failure-response";
import { ConflictError, InvalidError, NotFoundError, ServiceError, TooManyAttemptsError } from "#server/services/errors";

// Issue 30 item 8: the server process loads server/storage.ts (and so server/services/errors.ts)
// from its own files, while the routes and services come from the server build with a copy of
// their own. An error thrown by one copy is read by the other's error mapper (decision record 124).
async function secondCopyOfErrors() {
  vi.resetModules();
  const copy = await import("#server/services/errors");
  expect(copy.InvalidError).not.toBe(InvalidError);
  return copy;
}

describe("service errors across two copies of their module (issue 30 item 8)", () => {
  it("an InvalidError from the other copy is mapped to 422 with its message and field", async () => {
    const other = await secondCopyOfErrors();
    const failure = describeFailure(new other.InvalidError("Please select a valid image file", { field: "avatar" }));
    expect(failure).toEqual({ status: 422, code: "invalid", message: "Please select a valid image file", field: "avatar", headers: {} });
  });

  it("each kind is recognised as itself, and only as itself and a ServiceError", async () => {
    const other = await secondCopyOfErrors();
    const notFound = new other.NotFoundError("gone");
    expect(notFound).toBeInstanceOf(NotFoundError);
    expect(notFound).toBeInstanceOf(ServiceError);
    expect(notFound).not.toBeInstanceOf(InvalidError);
    expect(describeFailure(new other.ConflictError("taken")).status).toBe(409);
    expect(new other.ConflictError("taken")).toBeInstanceOf(ConflictError);
    const tooMany = new other.TooManyAttemptsError("Try later", 60);
    expect(tooMany).toBeInstanceOf(TooManyAttemptsError);
    expect(tooMany.retryAfterSeconds).toBe(60);
    expect(describeFailure(tooMany)).toMatchObject({ status: 429, code: "rate-limited", headers: { "Retry-After": "60" } });
  });

  it("a plain Error, or an object dressed up as one without the mark, stays unexpected", () => {
    expect(describeFailure(new Error("boom"))).toEqual({ status: 500, code: "unexpected", message: "An unexpected error occurred", field: null, headers: {} });
    expect(describeFailure({ name: "InvalidError", message: "x", field: null })).toMatchObject({ status: 500 });
  });
});
