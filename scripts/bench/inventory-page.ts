import { hashPassword } from "better-auth/crypto";
import { and, asc, eq } from "drizzle-orm";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { openDatabase } from "../../server/db/client";
import { projectBuildings, projects, projectUnits, unitTypes } from "../../server/db/schema";
import { DEMO_REALTORS } from "../../server/db/seed/data/realtors";
import { demoInventory } from "../../server/db/seed/project-inventory";
import { seedDemoData } from "../../server/db/seed/seed-demo-data";
import { fetchPage, processGroupCpuMs, startApp } from "./app-server";
import { coldPagesScript } from "./cold-pages";
import { ensureWrk, machineLoad, printHeader, printRow, runWrk } from "./wrk";

// Issue 33 item 7: a project page with a 2,000-unit inventory against one with none, both
// uncached (a new calculator price each request), on the embedded database, in one run.

const WITH_INVENTORY = "bedok-meadows";
const WITHOUT_INVENTORY = "macpherson-parc";
const UNITS = 2_000;
const GOAL = 1.5;

/** The demo database with a 2,000-unit inventory on one listed project, in a new data folder. */
async function prepare(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "condo-bench-inventory-"));
  const handle = await openDatabase({ dataDir: path.join(dataDir, "pglite") });
  try {
    await handle.migrate();
    await seedDemoData(handle.db, { hashPassword });
    const [project] = await handle.db.select({ id: projects.id }).from(projects).where(eq(projects.slug, WITH_INVENTORY));
    const [buildings, types] = await Promise.all([
      handle.db.select({ id: projectBuildings.id }).from(projectBuildings).where(eq(projectBuildings.projectId, project.id)).orderBy(asc(projectBuildings.buildingNumber)),
      handle.db
        .select({ id: unitTypes.id, areaSqftMin: unitTypes.areaSqftMin, areaSqftMax: unitTypes.areaSqftMax, pricePsfFrom: unitTypes.pricePsfFrom })
        .from(unitTypes)
        .where(and(eq(unitTypes.projectId, project.id))),
    ]);
    await handle.db.insert(projectUnits).values(demoInventory({ totalUnits: UNITS, maxStoreys: 40, percentageSold: 31 }, project.id, buildings, types));
    await handle.gatherStatistics();
  } finally {
    await handle.close();
  }
  return dataDir;
}

export async function measureInventoryPage(port: number, seconds: number): Promise<void> {
  ensureWrk();
  console.log(`\nProject page with a ${UNITS.toLocaleString("en-SG")}-unit inventory against one without, uncached, embedded database, wrk 1 thread, 10 connections, ${seconds} s each (${machineLoad()})\n`);
  const app = await startApp(port, { dataDir: await prepare() });
  try {
    const hosts = ["localhost", ...DEMO_REALTORS.filter((realtor) => realtor.status === "active").map((realtor) => realtor.site)];
    printHeader();
    const figures: { p50: number; cpu: number }[] = [];
    for (const [label, slug] of [
      ["no inventory", WITHOUT_INVENTORY],
      [`${UNITS.toLocaleString("en-SG")} units`, WITH_INVENTORY],
    ] as const) {
      const pagePath = `/condos/${slug}`;
      const { status, body } = fetchPage(app.base, "leader.localhost", `${pagePath}?bench-check`);
      if (status !== "200") throw new Error(`${pagePath} answered ${status}`);
      const script = coldPagesScript([pagePath], hosts, "price");
      runWrk({ url: app.base, host: "localhost", connections: 10, seconds: 3, script });
      const cpuBefore = processGroupCpuMs(app.processGroup);
      const result = runWrk({ url: app.base, host: "localhost", connections: 10, seconds, script });
      const cpu = (processGroupCpuMs(app.processGroup) - cpuBefore) / Math.max(1, result.requests);
      printRow(`${label} (${Math.round(body.length / 1024)} KB of HTML)`, result.failed ? "FAILED" : status, result);
      console.log(`  CPU per page ${cpu.toFixed(2)} ms`);
      figures.push({ p50: result.p50Ms, cpu });
    }
    const [without, withUnits] = figures;
    const p50Ratio = withUnits.p50 / without.p50;
    const cpuRatio = withUnits.cpu / without.cpu;
    const verdict = (ratio: number) => (ratio <= GOAL ? "met" : "NOT met");
    console.log(`\n${UNITS} units / none: p50 ${p50Ratio.toFixed(2)}×, CPU per page ${cpuRatio.toFixed(2)}× (goal ${GOAL}× or less): ${verdict(p50Ratio)}, ${verdict(cpuRatio)}`);
  } finally {
    await app.stop();
  }
}
