import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { answeringServiceFailures, describeFailure } from "#server/failure-response";
import { ConflictError, ForbiddenError, InvalidError, NotFoundError, TooManyAttemptsError, UnauthenticatedError, UnavailableError } from "#server/services/errors";

// Issue 32 item 1: one error type with a code, turned into the response in one place.

type Handler = (args: unknown) => unknown;

function buildWith(module: { loader?: Handler; action?: Handler; default?: unknown }): ServerBuild {
  return { routes: { page: { id: "page", path: "page", module } } } as unknown as ServerBuild;
}

async function thrownBy(run: () => unknown): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("expected a throw");
}

function routeLoader(build: ServerBuild): Handler {
  return build.routes.page!.module.loader as Handler;
}

describe("the failure vocabulary", () => {
  it.each([
    [new UnauthenticatedError("Authentication Required"), 401, "unauthenticated"],
    [new ForbiddenError("You don't have permission to do this"), 403, "forbidden"],
    [new NotFoundError("Post not found"), 404, "not-found"],
    [new ConflictError("This email is already registered", { field: "email" }), 409, "conflict"],
    [new InvalidError("Please select a valid image file", { field: "avatar" }), 422, "invalid"],
    [new TooManyAttemptsError("Too many attempts", 90), 429, "rate-limited"],
    [new UnavailableError("The database could not be reached"), 503, "unavailable"],
  ])("%s answers %i with its code, words and field", (error, status, code) => {
    expect(describeFailure(error)).toMatchObject({ status, code, message: error.message, field: error.field });
  });

  it("only a rate limit carries Retry-After", () => {
    expect(describeFailure(new TooManyAttemptsError("Wait", 90)).headers).toEqual({ "Retry-After": "90" });
    expect(describeFailure(new InvalidError("No")).headers).toEqual({});
  });

  it("an unexpected error answers 500 without its internals", () => {
    expect(describeFailure(new Error("relation users does not exist"))).toEqual({
      status: 500,
      code: "unexpected",
      message: "An unexpected error occurred",
      field: null,
      headers: {},
    });
  });
});

describe("every route's loader and action answer a ServiceError in one place", () => {
  it("a loader's NotFoundError becomes a 404 whose JSON the error screens read, never cached", async () => {
    const build = answeringServiceFailures(
      buildWith({
        loader: () => {
          throw new NotFoundError("This post is not available");
        },
      }),
    );
    const thrown = await thrownBy(() => routeLoader(build)({}));
    expect(thrown).toBeInstanceOf(Response);
    const response = thrown as Response;
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ failure: "not-found", message: "This post is not available", refusal: null });
  });

  it("an action's rate limit becomes a 429 with Retry-After", async () => {
    const build = answeringServiceFailures(
      buildWith({
        action: () => {
          throw new TooManyAttemptsError("Too many", 600);
        },
      }),
    );
    const response = (await thrownBy(() => (build.routes.page!.module.action as Handler)({}))) as Response;
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("600");
  });

  it("a refused page names the role and permission for the Access Denied screen", async () => {
    const build = answeringServiceFailures(
      buildWith({
        loader: () => {
          throw new ForbiddenError("Access Denied", { refusal: { role: "agent", permission: "auditViewing" } });
        },
      }),
    );
    const response = (await thrownBy(() => routeLoader(build)({}))) as Response;
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ failure: "forbidden", message: "Access Denied", refusal: { role: "agent", permission: "auditViewing" } });
  });

  it("answers, redirects and unexpected errors pass through untouched", async () => {
    const redirect = new Response(null, { status: 302, headers: { Location: "/auth" } });
    const boom = new Error("boom");
    const answers = answeringServiceFailures(buildWith({ loader: () => ({ posts: 3 }) }));
    expect(await routeLoader(answers)({})).toEqual({ posts: 3 });
    const redirects = answeringServiceFailures(
      buildWith({
        loader: () => {
          throw redirect;
        },
      }),
    );
    expect(await thrownBy(() => routeLoader(redirects)({}))).toBe(redirect);
    const fails = answeringServiceFailures(
      buildWith({
        loader: () => {
          throw boom;
        },
      }),
    );
    expect(await thrownBy(() => routeLoader(fails)({}))).toBe(boom);
  });

  it("a route without a loader keeps none, and a build is wrapped once", () => {
    const build = buildWith({ default: () => null });
    const wrapped = answeringServiceFailures(build);
    expect(wrapped.routes.page!.module.loader).toBeUndefined();
    expect(answeringServiceFailures(build)).toBe(wrapped);
  });
});
