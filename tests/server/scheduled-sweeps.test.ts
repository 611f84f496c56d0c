import { tmpdir } from "node:os";
import path from "node:path";
import { pino } from "pino";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { startScheduledSweeps } from "#server/scheduled-sweeps";
import { uploadProjectFile } from "#server/services/projects/project-files";
import { UNUSED_UPLOAD_GRACE_MS } from "#server/services/unused-uploads";
import { projectUploadSchema } from "~/domain/schemas/project-media";
import { demoActors } from "../services/admin-fixtures";
import { createTestServices, type TestServices } from "../support/test-services";
import { asFile, demoBrochure, storedLocally } from "./storage-fixtures";

// Decision record 106: the server sweeps unused project uploads a minute after it starts, then daily.

let services: TestServices;
const logged: { msg: string; removed?: number }[] = [];
const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line) as { msg: string; removed?: number }) });

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  vi.useRealTimers();
  await services.close();
});

it("removes an abandoned upload a minute after start once past the grace period, sweeps daily after that, and stops when told", async () => {
  const actors = await demoActors(services.db);
  const upload = (name: string) =>
    uploadProjectFile(services, actors.admin1ic, projectUploadSchema.parse({ projectId: "4c3b2a19-0f8e-4d7c-9b6a-5e4d3c2b1a09", target: "brochure", file: asFile(demoBrochure(), name, "application/pdf") }));
  const stored = (url: string) => storedLocally(services.storage, url);
  const first = await upload("first.pdf");

  vi.useFakeTimers({ toFake: ["setTimeout", "setInterval", "clearTimeout", "clearInterval", "Date"], now: Date.now() + UNUSED_UPLOAD_GRACE_MS + 60_000 });
  const stop = startScheduledSweeps({ db: services.db, storage: services.storage, logger, ogImageDirectory: path.join(tmpdir(), "condo-no-og-images") });
  await vi.advanceTimersByTimeAsync(59_000);
  expect(stored(first.url)).toBe(true);
  await vi.advanceTimersByTimeAsync(1_000);
  await vi.waitFor(() => expect(stored(first.url)).toBe(false));
  expect(logged).toContainEqual(expect.objectContaining({ msg: "unused uploads removed from storage", removed: 1 }));

  // Stored now: old enough for the daily sweep a grace period and a day later.
  const second = await upload("second.pdf");
  await vi.advanceTimersByTimeAsync(UNUSED_UPLOAD_GRACE_MS);
  expect(stored(second.url)).toBe(true);
  await vi.advanceTimersByTimeAsync(24 * 60 * 60_000);
  await vi.waitFor(() => expect(stored(second.url)).toBe(false));

  stop();
  const third = await upload("third.pdf");
  await vi.advanceTimersByTimeAsync(UNUSED_UPLOAD_GRACE_MS + 2 * 24 * 60 * 60_000);
  expect(stored(third.url)).toBe(true);
});
