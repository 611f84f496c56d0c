import { useState } from "react";
import type { CsvImportResult } from "~/domain/csv-import-result";
import { uploadFileError } from "~/domain/upload-kinds";
import { postWithProgress } from "./post-with-progress";

export type ImportMode = "preview" | "import";

export type ImportState =
  | { phase: "choose"; error: string | null }
  /** The file is on its way (progress 0–1) or, once sent, being checked or imported (progress 1). */
  | { phase: "sending"; mode: ImportMode; file: File; progress: number }
  | { phase: "preview"; file: File; result: CsvImportResult; error: string | null };

/**
 * A CSV import (projects, a price list) in two posts of the same file: a dry run whose preview the administrator
 * reads, then the import, which the server checks again and writes all or nothing. Both show
 * upload progress (a 5 MB file on a phone takes a while).
 */
export function useCsvImport(url: string, onImported: (result: CsvImportResult) => void) {
  const [state, setState] = useState<ImportState>({ phase: "choose", error: null });

  async function send(file: File, mode: ImportMode): Promise<void> {
    const refusal = uploadFileError("csvImport", file);
    if (refusal) {
      setState({ phase: "choose", error: `${file.name}: ${refusal}` });
      return;
    }
    const body = new FormData();
    body.set("file", file);
    body.set("mode", mode);
    setState({ phase: "sending", mode, file, progress: 0 });
    try {
      const { status, json } = await postWithProgress<{ result?: CsvImportResult; message?: string }>(url, body, (progress) =>
        setState({ phase: "sending", mode, file, progress }),
      );
      if (status >= 400 || !json?.result) {
        setState({ phase: "choose", error: json?.message ?? "The file could not be read" });
      } else if (json.result.imported) {
        setState({ phase: "choose", error: null });
        onImported(json.result);
      } else {
        setState({ phase: "preview", file, result: json.result, error: null });
      }
    } catch (failure) {
      setState({ phase: "choose", error: (failure as Error).message });
    }
  }

  return {
    state,
    preview: (file: File) => send(file, "preview"),
    confirm: () => (state.phase === "preview" ? send(state.file, "import") : undefined),
    reset: () => setState({ phase: "choose", error: null }),
  };
}
