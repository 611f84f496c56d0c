import { AlertTriangle, CheckCircle2, FileSpreadsheet, Info, Loader2, RefreshCw, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Alert, AlertDescription, AlertTitle } from "~/components/ui/alert";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { formatNumber } from "~/domain/format";
import type { CsvImportResult, CsvImportRowResult } from "~/domain/csv-import-result";
import { PROJECT_CSV_MESSAGES } from "~/domain/schemas/project-csv";
import { UPLOAD_KINDS, uploadAccept } from "~/domain/upload-kinds";
import { useCsvImport, type ImportState } from "./use-csv-import";

const MAX_MB = UPLOAD_KINDS.csvImport.maxBytes / (1024 * 1024);

/** What one CSV import is: its words, where it posts, and its template. */
export interface CsvImportConfig {
  title: string;
  description: string;
  importUrl: string;
  templateUrl: string;
  rowLimit: number;
  /** What a row is, singular and plural ('project', 'projects'). */
  noun: readonly [string, string];
  /** What the row's key is shown after ('/' before a slug). */
  keyPrefix: string;
  hints: readonly React.ReactNode[];
}

/**
 * A CSV import (Import Projects, a price list): choose a CSV, read the dry run's preview (each
 * row: create or update, or the messages for what is wrong), then import all of it in one go.
 * Nothing is written while any row has an error.
 */
export function CsvImportDialog({
  config,
  open,
  onOpenChange,
  onImported,
}: {
  config: CsvImportConfig;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onImported: (result: CsvImportResult) => void;
}) {
  const importer = useCsvImport(config.importUrl, (result) => {
    onImported(result);
    onOpenChange(false);
  });
  const { state } = importer;
  const busy = state.phase === "sending";

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (!next) importer.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent modalLocked={busy} className="flex max-h-[92dvh] max-w-2xl flex-col gap-0 overflow-hidden p-0">
        <DialogHeader className="border-b border-slate-100 px-5 pb-4 pt-5 sm:px-6">
          <DialogTitle className="flex items-center gap-2">
            <FileSpreadsheet className="size-5 text-brand" aria-hidden="true" />
            {config.title}
          </DialogTitle>
          <DialogDescription>{config.description}</DialogDescription>
        </DialogHeader>
        <div className="min-h-0 flex-1 overflow-y-auto px-5 py-5 sm:px-6">
          {state.phase === "choose" ? <ChooseFile config={config} error={state.error} onFile={importer.preview} /> : null}
          {state.phase === "sending" ? <Sending state={state} noun={config.noun[1]} /> : null}
          {state.phase === "preview" ? <Preview result={state.result} keyPrefix={config.keyPrefix} /> : null}
        </div>
        <DialogFooter className="border-t border-slate-100 bg-slate-50/70 px-5 py-4 sm:px-6">
          {state.phase === "preview" ? (
            <>
              <Button type="button" variant="outline" onClick={importer.reset}>
                <RefreshCw aria-hidden="true" />
                Choose another file
              </Button>
              <Button type="button" disabled={state.result.invalidRows > 0} onClick={importer.confirm}>
                <Upload aria-hidden="true" />
                Import {formatNumber(state.result.rows.length)} {state.result.rows.length === 1 ? config.noun[0] : config.noun[1]}
              </Button>
            </>
          ) : (
            <Button type="button" variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function ChooseFile({ config, error, onFile }: { config: CsvImportConfig; error: string | null; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const hintId = useId();
  return (
    <div className="grid gap-4">
      <div
        className={cn(
          "flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-8 text-center transition-colors",
          dragging ? "border-brand bg-brand/5" : "border-slate-300 bg-slate-50/60",
        )}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(event) => {
          event.preventDefault();
          setDragging(false);
          const file = event.dataTransfer.files[0];
          if (file) onFile(file);
        }}
      >
        <span className="flex size-12 items-center justify-center rounded-full bg-brand/10 text-brand">
          <FileSpreadsheet className="size-6" aria-hidden="true" />
        </span>
        <div>
          <p className="font-medium text-slate-900">Choose a CSV file, or drop it here</p>
          <p id={hintId} className="mt-1 text-sm text-slate-500">
            UTF-8 CSV up to {MAX_MB} MB and {formatNumber(config.rowLimit)} {config.noun[1]}
          </p>
        </div>
        <input
          ref={input}
          type="file"
          hidden
          accept={uploadAccept("csvImport")}
          aria-label="CSV file to import"
          aria-describedby={hintId}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
        <Button type="button" onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          Choose CSV file
        </Button>
      </div>
      {error ? (
        <Alert variant="destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <AlertTitle>The file cannot be imported</AlertTitle>
          <AlertDescription>{error}</AlertDescription>
        </Alert>
      ) : null}
      <ul className="grid gap-2 text-sm text-slate-600">
        <li className="flex gap-2">
          <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
          <span>
            Start from the{" "}
            <a href={config.templateUrl} download className="font-medium text-brand underline-offset-2 hover:underline">
              template
            </a>{" "}
            or from an export: both have the columns the import reads.
          </span>
        </li>
        {config.hints.map((hint, index) => (
          <li key={index} className="flex gap-2">
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            <span>{hint}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Sending({ state, noun }: { state: Extract<ImportState, { phase: "sending" }>; noun: string }) {
  const uploaded = state.progress >= 1;
  const percent = Math.round(state.progress * 100);
  const label = !uploaded ? `Uploading ${state.file.name}` : state.mode === "preview" ? "Checking every row" : `Importing ${noun}`;
  return (
    <div className="grid gap-3 py-6" role="status" aria-live="polite">
      <p className="flex items-center gap-2 font-medium text-slate-900">
        <Loader2 className="size-4 animate-spin text-brand" aria-hidden="true" />
        {label}
        {uploaded ? "…" : ` ${percent}%`}
      </p>
      <div
        className="h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={uploaded ? undefined : percent}
      >
        <div className={cn("h-full rounded-full bg-brand transition-[width]", uploaded && "animate-pulse")} style={{ width: `${uploaded ? 100 : percent}%` }} />
      </div>
      <p className="text-sm text-slate-500">
        {formatFileSize(state.file.size)} · {state.mode === "preview" ? "nothing is saved yet" : "all rows are saved together, or none"}
      </p>
    </div>
  );
}

function Preview({ result, keyPrefix }: { result: CsvImportResult; keyPrefix: string }) {
  const ready = result.invalidRows === 0;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="mr-1 max-w-full truncate font-medium text-slate-900">{result.fileName}</span>
        <Badge variant="success">{formatNumber(result.creates)} new</Badge>
        <Badge variant="secondary">{formatNumber(result.updates)} to update</Badge>
        {result.invalidRows > 0 ? <Badge variant="danger">{formatNumber(result.invalidRows)} with errors</Badge> : null}
      </div>
      {ready ? (
        <Alert variant="success">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          <AlertTitle>Every row is ready</AlertTitle>
          <AlertDescription>Nothing has been saved yet. Import saves all rows together.</AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive">
          <AlertTriangle className="size-4" aria-hidden="true" />
          <AlertTitle>Nothing can be imported yet</AlertTitle>
          <AlertDescription>{PROJECT_CSV_MESSAGES.hasErrors(result.invalidRows)}</AlertDescription>
        </Alert>
      )}
      <ol aria-label="Rows of the file" className="grid gap-2">
        {[...result.rows].sort((a, b) => Number(b.errors.length > 0) - Number(a.errors.length > 0) || a.line - b.line).map((row) => (
          <PreviewRow key={row.line} row={row} keyPrefix={keyPrefix} />
        ))}
      </ol>
    </div>
  );
}

function PreviewRow({ row, keyPrefix }: { row: CsvImportRowResult; keyPrefix: string }) {
  const failed = row.errors.length > 0;
  return (
    <li className={cn("rounded-xl border px-3 py-2.5 sm:px-4", failed ? "border-red-200 bg-red-50/60" : "border-slate-200 bg-white")}>
      <div className="flex items-start gap-3">
        <span className="mt-0.5 w-14 shrink-0 text-xs font-medium tabular-nums text-slate-500">Line {row.line}</span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-900">{row.name || "Unnamed"}</p>
          <p className="truncate font-mono text-xs text-slate-500">
            {keyPrefix}
            {row.slug || "…"}
          </p>
        </div>
        {failed ? (
          <Badge variant="danger">
            {row.errors.length} {row.errors.length === 1 ? "error" : "errors"}
          </Badge>
        ) : (
          <Badge variant={row.action === "create" ? "success" : "secondary"}>{row.action === "create" ? "New" : "Update"}</Badge>
        )}
      </div>
      {failed ? (
        <ul className="mt-2 grid gap-1 pl-0 text-sm text-red-800 sm:pl-[4.25rem]">
          {row.errors.map((error) => (
            <li key={`${error.column}-${error.message}`} className="break-words">
              <code className="rounded bg-red-100 px-1 text-xs text-red-900">{error.column}</code> {error.message}
            </li>
          ))}
        </ul>
      ) : null}
      {!failed && row.notes.length > 0 ? (
        <ul className="mt-2 grid gap-1 pl-0 text-sm text-amber-800 sm:pl-[4.25rem]">
          {row.notes.map((note) => (
            <li key={note} className="flex gap-1.5 break-words">
              <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {note}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function formatFileSize(bytes: number): string {
  return bytes < 1024 * 1024 ? `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB` : `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
