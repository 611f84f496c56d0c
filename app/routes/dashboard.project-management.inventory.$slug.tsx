import { Building, CheckCircle2, Clock, FileDown, FileUp, Home } from "lucide-react";
import { useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { Route } from "./+types/dashboard.project-management.inventory.$slug";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { StatCard, StatGrid } from "~/components/dashboard/stat-card";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toast } from "~/components/ui/toaster";
import { ACCESS_MESSAGES } from "~/domain/access-messages";
import { formatDate, formatDateTime, formatNumber } from "~/domain/format";
import { SITE_PLAN_MESSAGES, sitePlanSchema } from "~/domain/schemas/site-plan";
import { inventoryUrls, PRICE_LIST_ROW_LIMIT, UNIT_INVENTORY_MESSAGES, unitChangeSchema } from "~/domain/schemas/unit-inventory";
import { accountMeta } from "~/features/auth/account-meta";
import { CsvImportDialog, type CsvImportConfig } from "~/features/projects-admin/csv-import-dialog";
import { InventoryGrid } from "~/features/projects-admin/inventory-grid";
import { SitePlanEditor } from "~/features/projects-admin/site-plan-editor";
import { ProjectDetailsHeader } from "~/features/projects-admin/project-details-header";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { getSitePlan, saveSitePlan } from "#server/services/projects/site-plan";
import { changeUnits, getBlockInventory } from "#server/services/projects/unit-inventory";

export const handle: BreadcrumbHandle = { breadcrumb: "Inventory" };
export const meta: Route.MetaFunction = ({ matches, params }) => accountMeta(`Inventory · /project-management/inventory/${params.slug}`, matches);

const ACCESS = { permission: "projectManagement" } as const;
const DENIED = { deniedMessage: ACCESS_MESSAGES.projectManagementDenied };

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  const block = Number(new URL(request.url).searchParams.get("block"));
  const [inventory, sitePlan] = await Promise.all([
    getBlockInventory(context, user, { slug: params.slug, buildingNumber: Number.isInteger(block) && block > 0 ? block : undefined }),
    getSitePlan(context, user, { slug: params.slug }),
  ]);
  return { role: user.role, ...inventory, sitePlan };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, ACCESS, DENIED);
  return handleIntents(request, context, {
    changeUnits: intent({
      schema: unitChangeSchema,
      failureTitle: "Failed to update units",
      run: async (input) => ({ title: UNIT_INVENTORY_MESSAGES.updated((await changeUnits(context, user, input)).updated) }),
    }),
    saveSitePlan: intent({
      schema: sitePlanSchema,
      failureTitle: "Failed to save the site plan",
      run: async (input) => {
        await saveSitePlan(context, user, input);
        return { title: SITE_PLAN_MESSAGES.saved };
      },
    }),
  });
}

function priceListImport(slug: string): CsvImportConfig {
  const urls = inventoryUrls(slug);
  return {
    title: "Import Price List",
    description: "Each row is one unit by block, stack and floor: it is added, or updated when the unit exists. You see what will happen before anything is saved.",
    importUrl: urls.import,
    templateUrl: urls.template,
    rowLimit: PRICE_LIST_ROW_LIMIT,
    noun: ["unit", "units"],
    keyPrefix: "",
    hints: [
      "Unit types are named as in the unit mix; blocks by their number.",
      "Status is available, reserved or sold; units the file leaves out stay as they are.",
    ],
  };
}

export default function InventoryPage({ loaderData }: Route.ComponentProps) {
  const { role, project, blocks, block, unitTypes, units, updatedAt, sitePlan } = loaderData;
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  const urls = inventoryUrls(project.slug);
  const totals = blocks.reduce((sum, row) => ({ units: sum.units + row.units, available: sum.available + row.available }), { units: 0, available: 0 });
  return (
    <>
      <ProjectDetailsHeader
        title="Inventory"
        description="Every unit of every block with its price and status. Buyers see it on every site as soon as you save."
        role={role}
        project={project}
        actions={
          <>
            <Button asChild variant="outline">
              <a href={urls.export} download>
                <FileDown aria-hidden="true" />
                Export Price List
              </a>
            </Button>
            <Button type="button" onClick={() => setImporting(true)} disabled={blocks.length === 0}>
              <FileUp aria-hidden="true" />
              Import Price List
            </Button>
          </>
        }
      />
      <CsvImportDialog
        config={priceListImport(project.slug)}
        open={importing}
        onOpenChange={setImporting}
        onImported={(result) => {
          toast.success(UNIT_INVENTORY_MESSAGES.imported, { description: `${result.creates} added, ${result.updates} updated` });
          void revalidator.revalidate();
        }}
      />

      <StatGrid className="mb-6">
        <StatCard label="Units" value={totals.units} icon={Home} tone="slate" hint={`${blocks.length} ${blocks.length === 1 ? "block" : "blocks"}`} />
        <StatCard label="Available" value={totals.available} icon={CheckCircle2} tone="emerald" hint={totals.units ? `${Math.round((totals.available / totals.units) * 100)}% of the units` : "No inventory yet"} />
        <StatCard label="Taken" value={totals.units - totals.available} icon={Building} tone="amber" hint="Reserved or sold" />
        <StatCard label="Last change" value={updatedAt ? formatDateTime(updatedAt).slice(-5) : "—"} icon={Clock} tone="blue" hint={updatedAt ? `${formatDate(updatedAt)}, Singapore time` : "Nothing saved yet"} />
      </StatGrid>

      {blocks.length === 0 ? (
        <Alert>
          <AlertTitle>No blocks yet</AlertTitle>
          <AlertDescription>Add the project's buildings in its wizard first: the inventory is kept block by block.</AlertDescription>
        </Alert>
      ) : (
        <>
          <nav aria-label="Blocks" className="-mx-1 mb-4 overflow-x-auto px-1">
            <ul className="flex w-max gap-2">
              {blocks.map((row) => (
                <li key={row.id}>
                  <Link
                    to={`?block=${row.buildingNumber}`}
                    aria-current={row.id === block?.id ? "page" : undefined}
                    className={cn(
                      "flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-medium transition-colors",
                      row.id === block?.id ? "border-slate-900 bg-slate-900 text-white" : "border-slate-300 bg-white text-slate-700 hover:border-slate-400",
                    )}
                  >
                    Block {row.buildingNumber}
                    <span className={cn("text-xs tabular-nums", row.id === block?.id ? "text-slate-300" : "text-slate-500")}>
                      {formatNumber(row.available)}/{formatNumber(row.units)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          {block && units.length > 0 ? (
            <InventoryGrid key={block.id} buildingId={block.id} units={units} unitTypes={unitTypes} />
          ) : (
            <Alert>
              <AlertTitle>Block {block?.buildingNumber} has no units yet</AlertTitle>
              <AlertDescription>
                Import the developer's price list: download the{" "}
                <a href={urls.template} download className="font-medium text-brand underline-offset-2 hover:underline">
                  template
                </a>
                , fill in one row per unit, and choose Import Price List.
              </AlertDescription>
            </Alert>
          )}
          {/* Keyed by the saved plan, so a save or another tab's change starts the editor afresh. */}
          <SitePlanEditor key={JSON.stringify(sitePlan)} projectId={sitePlan.projectId} image={sitePlan.image} blocks={sitePlan.blocks} />
        </>
      )}
    </>
  );
}
