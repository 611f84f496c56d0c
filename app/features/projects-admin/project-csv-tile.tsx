import { Download, FileDown, FileUp, Layers } from "lucide-react";
import { useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import type { CsvImportResult } from "~/domain/csv-import-result";
import { PROJECT_CSV_MESSAGES, PROJECT_CSV_URLS, PROJECT_IMPORT_ROW_LIMIT } from "~/domain/schemas/project-csv";
import { CsvImportDialog, type CsvImportConfig } from "./csv-import-dialog";

const PROJECT_IMPORT: CsvImportConfig = {
  title: "Import Projects",
  description: "Each row creates a project, or updates the one with the same slug. You see what will happen before anything is saved.",
  importUrl: PROJECT_CSV_URLS.import,
  templateUrl: PROJECT_CSV_URLS.template,
  rowLimit: PROJECT_IMPORT_ROW_LIMIT,
  noun: ["project", "projects"],
  keyPrefix: "/",
  hints: [
    "Columns a file leaves out keep their saved values; developers and architects are named as in the wizard.",
    <>
      Buildings as <code className="rounded bg-slate-100 px-1 text-xs">number:postal code</code>, separated by semicolons.
    </>,
  ],
};

function importedSummary(result: CsvImportResult): string {
  const parts = [];
  if (result.creates) parts.push(`${result.creates} created`);
  if (result.updates) parts.push(`${result.updates} updated`);
  return parts.join(", ");
}

/** The bulk actions tile of part 3 §2: Export All Projects, Import Projects and the import template. */
export function ProjectCsvTile() {
  const [importing, setImporting] = useState(false);
  const revalidator = useRevalidator();
  return (
    <section aria-labelledby="project-bulk-actions" className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="flex size-9 items-center justify-center rounded-lg bg-sky-100 text-sky-700">
          <Layers className="size-4" aria-hidden="true" />
        </span>
        <div>
          <h2 id="project-bulk-actions" className="font-semibold text-slate-900">
            Bulk actions
          </h2>
          <p className="text-xs text-slate-500">Every project as a spreadsheet, and back</p>
        </div>
      </div>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button asChild variant="outline" className="justify-start">
          <a href={PROJECT_CSV_URLS.export} download>
            <FileDown aria-hidden="true" />
            Export All Projects
          </a>
        </Button>
        <Button type="button" variant="outline" className="justify-start" onClick={() => setImporting(true)}>
          <FileUp aria-hidden="true" />
          Import Projects
        </Button>
      </div>
      <a href={PROJECT_CSV_URLS.template} download className="inline-flex items-center gap-1.5 self-start text-sm font-medium text-brand underline-offset-2 hover:underline">
        <Download className="size-4" aria-hidden="true" />
        Download the import template
      </a>
      <CsvImportDialog
        config={PROJECT_IMPORT}
        open={importing}
        onOpenChange={setImporting}
        onImported={(result) => {
          toast.success(PROJECT_CSV_MESSAGES.imported, { description: importedSummary(result) });
          void revalidator.revalidate();
        }}
      />
    </section>
  );
}
