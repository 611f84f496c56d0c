import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import sharp from "sharp";
import { expectNoHorizontalScroll, expectNoSeriousAxeViolations, SITES } from "./support/public-pages";
import { dismissToast, signIn } from "./support/sign-in";

const MANAGEMENT = `${SITES.master}/dashboard/project-management`;

async function next(page: Page) {
  await page.getByRole("button", { name: "Next" }).click();
}

test.describe("project management", () => {
  test("an administrator creates a project through all seven steps, buyers find it on /condos, then it is deleted", async ({ page }) => {
    // Seven steps, the public listing and page, and the delete: one long flow.
    test.setTimeout(120_000);
    const name = "Seletar Skyline Residences";
    const slug = "seletar-skyline-residences";
    await signIn(page, "admin2ic");
    await page.goto(MANAGEMENT);
    await expect(page.getByRole("heading", { name: "Project Management" })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.getByRole("link", { name: "Add New Project" }).click();
    const wizard = page.getByRole("dialog", { name: "Add New Project" });
    await expect(wizard.getByText("Step 1 of 7")).toBeVisible();
    await expect(wizard.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(wizard.getByText("Please complete required fields to continue")).toBeVisible();
    // A step not yet reached cannot be opened from the stepper.
    await expect(wizard.getByRole("button", { name: /^Step 3: Stakeholders/ })).toBeDisabled();

    // 1 Basic Information: the slug follows the name and is checked against the database.
    await wizard.getByLabel("Project name").fill("Katong Tidewater");
    await expect(wizard.getByLabel(/^Slug/)).toHaveValue("katong-tidewater");
    await expect(wizard.getByText("This slug is already taken")).toBeVisible();
    await expect(wizard.getByRole("button", { name: "Next" })).toBeDisabled();
    await wizard.getByLabel("Project name").fill(name);
    await expect(wizard.getByLabel(/^Slug/)).toHaveValue(slug);
    await expect(wizard.getByLabel("Slug is available")).toBeVisible();
    await wizard.getByLabel(/^Status/).selectOption("Selling");
    await wizard.getByLabel(/^Property type/).selectOption("Commercial");
    await expect(wizard.getByText("Consider: Condominium, Executive Condominium")).toBeVisible();
    await wizard.getByLabel(/^Property type/).selectOption("Condominium");
    await wizard.getByLabel("Short description").fill("Sky terraces above the Seletar Aerospace Park.");
    await next(page);

    // 2 Location & Address
    await expect(wizard.getByText("Step 2 of 7")).toBeVisible();
    await wizard.getByLabel(/^Full address/).fill("21 Seletar Road");
    await wizard.getByLabel("Postal code", { exact: true }).fill("1234");
    await wizard.getByLabel(/^Full address/).click();
    await expect(wizard.getByText("Please enter a valid 6-digit Singapore postal code")).toBeVisible();
    await wizard.getByLabel("Postal code", { exact: true }).fill("797521");
    await wizard.getByLabel(/^District/).selectOption("District 28");
    await wizard.getByLabel(/^Neighbourhood/).fill("Seletar");
    await wizard.getByLabel(/^Core region/).selectOption("OCR");
    await wizard.getByLabel(/^Urban planning region/).selectOption("North-East");
    await next(page);

    // 3 Stakeholders: a new developer is added from the picker and chosen.
    await expect(wizard.getByRole("button", { name: "Next" })).toBeDisabled();
    await wizard.getByRole("button", { name: "Add new developer" }).click();
    const addDeveloper = page.getByRole("dialog", { name: "Add Developer" });
    await addDeveloper.getByLabel("Developer name").fill("Seletar Peak Land");
    await addDeveloper.getByRole("button", { name: "Add Developer" }).click();
    await expect(addDeveloper).toBeHidden();
    await expect(wizard.getByLabel(/^Developer/)).toHaveValue(/[0-9a-f-]{36}/);
    await expect(wizard.getByLabel(/^Developer/).locator("option:checked")).toHaveText("Seletar Peak Land");
    await next(page);

    // 4 Physical Specifications with one building.
    await wizard.getByLabel(/^Total units/).fill("268");
    await wizard.getByLabel("Percentage sold").fill("15");
    await expect(wizard.getByRole("button", { name: "Next" })).toBeDisabled();
    const building = wizard.getByRole("listitem").filter({ hasText: "Building 1" });
    await building.getByLabel(/^Postal code/).fill("797521");
    await expect(wizard.getByLabel("Number of blocks")).toHaveValue("1");
    await next(page);

    // 5 Dates & Timeline, 6 Media & Assets
    await wizard.getByLabel("Launch date").fill("2026-03-01");
    await next(page);
    const banner = await sharp({ create: { width: 1800, height: 1000, channels: 3, background: "#0f766e" } }).jpeg().toBuffer();
    await wizard.getByLabel("Upload banner").setInputFiles({ name: "seletar-banner.jpg", mimeType: "image/jpeg", buffer: banner });
    await expect(wizard.getByLabel("Banner image URL")).toHaveValue(/^\/uploads\/projects\/[0-9a-f-]{36}\/.+-1600\.webp$/);
    await expect(wizard.getByRole("img", { name: "Banner preview" })).toBeVisible();
    await next(page);

    // 7 Review & Confirm
    await expect(wizard.getByText("Step 7 of 7")).toBeVisible();
    await expect(wizard.getByText("There are validation errors")).toHaveCount(0);
    await expect(wizard.getByRole("region", { name: "3. Stakeholders" }).getByText("Seletar Peak Land")).toBeVisible();
    await expect(wizard.getByRole("region", { name: "4. Physical Specifications" }).getByText("Building 1 · 797521")).toBeVisible();
    await wizard.getByRole("button", { name: "Create Project" }).click();
    await expect(page.getByText("Project created successfully")).toBeVisible();
    await expect(wizard).toBeHidden();
    await dismissToast(page, "Project created successfully");

    // Listed at once on the public site: the write dropped the cached pages.
    await page.goto(`${SITES.master}/condos?q=${encodeURIComponent(name)}`);
    await expect(page.getByText(name).first()).toBeVisible();
    await page.locator(`a[href$="/condos/${slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/condos/${slug}$`));
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const photo = page.locator('img[src*="/uploads/projects/"]').first();
    await expect(photo).toBeVisible();
    expect((await page.request.get(`${SITES.master}${await photo.getAttribute("src")}`)).headers()["content-type"]).toBe("image/webp");

    // Delete: the spec's confirmation, then gone from the list and from the public site.
    await page.goto(`${MANAGEMENT}?q=seletar+skyline`);
    await page.getByRole("button", { name: `Delete ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Are you absolutely sure?" });
    await expect(confirm.getByText(/permanently delete Seletar Skyline Residences and all associated data, including images, unit types and pricing/)).toBeVisible();
    await confirm.getByRole("button", { name: "Delete Project" }).click();
    await expect(page.getByText("Project deleted successfully")).toBeVisible();
    await expect(page.getByText("No matching projects found")).toBeVisible();
    const gone = await page.request.get(`${SITES.master}/condos/${slug}`);
    expect(gone.status()).toBe(404);
  });

  test("buildings of a saved project: a taken number and a building with unit types are refused with the spec's words", async ({ page }) => {
    await signIn(page, "master");
    await page.goto(`${MANAGEMENT}?q=alexandra+cove`);
    await page.getByRole("link", { name: "Edit Alexandra Cove" }).click();
    const wizard = page.getByRole("dialog", { name: "Edit Alexandra Cove" });
    await wizard.getByRole("button", { name: /^Step 4: Physical Specifications/ }).click();

    await wizard.getByRole("button", { name: "Add Building" }).click();
    const add = page.getByRole("dialog", { name: "Add Building" });
    await add.getByLabel("Building number").fill("1");
    await add.getByLabel("Postal code").fill("098899");
    await add.getByRole("button", { name: "Add Building" }).click();
    await expect(add.getByText("Building number 1 already exists for this project")).toBeVisible();
    await add.getByLabel("Building number").fill("0");
    await add.getByLabel("Postal code").click();
    await expect(add.getByText("Please enter a valid building number")).toBeVisible();
    await add.getByRole("button", { name: "Cancel" }).click();

    await wizard.getByRole("button", { name: "Delete building 1" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Building" });
    await confirm.getByRole("button", { name: "Delete Building" }).click();
    await expect(confirm.getByText(/^Cannot delete building: \d+ unit type\(s\) are assigned to this building/)).toBeVisible();
    await expect(page.getByText("Failed to delete building")).toBeVisible();
  });

  test("realtors see 'Access Denied - Admin Only' with their role", async ({ page }) => {
    await signIn(page, "leader");
    await page.goto(`${SITES.leader}/dashboard/project-management`);
    await expect(page.getByRole("heading", { name: "Access Denied - Admin Only" })).toBeVisible();
    await expect(page.getByText("Team Leader", { exact: true })).toBeVisible();
  });

  test("the list works on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "admin1ic");
    await page.goto(MANAGEMENT);
    await page.getByRole("searchbox", { name: "Search projects" }).fill("marina");
    await page.getByRole("searchbox", { name: "Search projects" }).press("Enter");
    await expect(page).toHaveURL(/q=marina/);
    await expect(page.getByRole("region", { name: "Projects" }).getByText("The Marina Lumiere")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });

  test("Export All Projects downloads a CSV with the demo projects", async ({ page }) => {
    await signIn(page, "admin1ic");
    await page.goto(MANAGEMENT);
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export All Projects" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^projects-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, "utf8");
    const [header, ...rows] = csv.replace(/^\uFEFF/, "").trim().split("\r\n");
    expect(header).toMatch(/^slug,name,status,property_type,/);
    expect(rows.length).toBeGreaterThan(5);
    expect(csv).toContain("katong-tidewater,Katong Tidewater,");
    expect(csv).toContain("The Marina Lumiere");
  });

  test("Import Projects previews a small CSV, refuses a bad row, then imports and the new project is listed", async ({ page }) => {
    await signIn(page, "admin2ic");
    await page.goto(MANAGEMENT);
    // The template's example row names a developer the platform knows.
    const template = await (await page.request.get("/dashboard/project-management/import-template.csv")).text();
    const good = template.replaceAll("marina-view-residences", "csv-harbour-lights").replaceAll("Marina View Residences", "CSV Harbour Lights");
    const bad = good.replace(/,320,25,/, ",0,25,");
    expect(bad).not.toBe(good);

    await page.getByRole("button", { name: "Import Projects" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Projects" });
    await dialog.getByLabel("CSV file to import").setInputFiles({ name: "bad.csv", mimeType: "text/csv", buffer: Buffer.from(bad) });
    await expect(dialog.getByText("Nothing can be imported yet")).toBeVisible();
    const badRow = dialog.getByRole("list", { name: "Rows of the file" }).getByRole("listitem").first();
    await expect(badRow).toContainText("Line 2");
    await expect(badRow).toContainText("total_units");
    await expect(badRow).toContainText("Total units must be at least 1");
    await expect(dialog.getByRole("button", { name: "Import 1 project" })).toBeDisabled();
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole("button", { name: "Choose another file" }).click();
    await dialog.getByLabel("CSV file to import").setInputFiles({ name: "projects.csv", mimeType: "text/csv", buffer: Buffer.from(good) });
    await expect(dialog.getByText("Every row is ready")).toBeVisible();
    await expect(dialog.getByText("1 new")).toBeVisible();
    await expect(dialog.getByText("CSV Harbour Lights")).toBeVisible();
    await dialog.getByRole("button", { name: "Import 1 project" }).click();
    await expect(dialog).toBeHidden();
    await dismissToast(page, "Projects imported successfully");

    await page.getByRole("searchbox", { name: "Search projects" }).fill("harbour lights");
    await page.getByRole("searchbox", { name: "Search projects" }).press("Enter");
    await expect(page.getByRole("region", { name: "Projects" }).getByText("CSV Harbour Lights")).toBeVisible();

    // A second file moving building 1 is told before the import that building 1 stays as it is.
    await page.getByRole("button", { name: "Import Projects" }).click();
    const again = 'slug,buildings\r\ncsv-harbour-lights,"1:018999:Somewhere Else"\r\n';
    await dialog.getByLabel("CSV file to import").setInputFiles({ name: "move.csv", mimeType: "text/csv", buffer: Buffer.from(again) });
    await expect(dialog.getByText("Every row is ready")).toBeVisible();
    await expect(dialog.getByText("Building 1 already exists: its postal code and address stay as they are.", { exact: false })).toBeVisible();
  });

  test("the import dialog works on a phone", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, "master");
    await page.goto(MANAGEMENT);
    await page.getByRole("button", { name: "Import Projects" }).click();
    const dialog = page.getByRole("dialog", { name: "Import Projects" });
    await expect(dialog.getByRole("button", { name: "Choose CSV file" })).toBeVisible();
    const csv = "slug,percentage_sold\r\nkatong-tidewater,200\r\nno-such-project-yet,5\r\n";
    await dialog.getByLabel("CSV file to import").setInputFiles({ name: "phone.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(dialog.getByText("2 with errors")).toBeVisible();
    await expect(dialog.getByText("Percentage sold must be between 0 and 100")).toBeVisible();
    await expectNoHorizontalScroll(page);
  });
});
