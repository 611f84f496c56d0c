import { useState } from "react";
import { PROJECT_UPLOAD_TARGETS, type ProjectUploadTarget } from "~/domain/schemas/project-media";
import { uploadFileError } from "~/domain/upload-kinds";
import { postWithProgress } from "./post-with-progress";

export const PROJECT_UPLOAD_URL = "/dashboard/project-management/upload";

export interface UploadedFile {
  url: string;
  width: number | null;
  height: number | null;
}

/**
 * Uploads files for one project and target one after another, with progress; the browser's
 * claim is checked first against the upload kind, the server checks the bytes.
 */
export function useProjectUpload(projectId: string, target: ProjectUploadTarget) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(files: readonly File[], onUploaded: (file: UploadedFile) => void): Promise<void> {
    setError(null);
    for (const file of files) {
      const refusal = uploadFileError(PROJECT_UPLOAD_TARGETS[target], file);
      if (refusal) {
        setError(`${file.name}: ${refusal}`);
        continue;
      }
      const body = new FormData();
      body.set("projectId", projectId);
      body.set("target", target);
      body.set("file", file);
      setProgress(0);
      try {
        const { status, json } = await postWithProgress<UploadedFile & { message?: string }>(
          // The target in the address lets the server hold the body to this kind's limit as it arrives.
          `${PROJECT_UPLOAD_URL}?target=${target}`,
          body,
          setProgress,
        );
        if (status >= 400 || !json?.url) setError(`${file.name}: ${json?.message ?? "Upload failed"}`);
        else onUploaded({ url: json.url, width: json.width, height: json.height });
      } catch (failure) {
        setError(`${file.name}: ${(failure as Error).message}`);
      } finally {
        setProgress(null);
      }
    }
  }

  return { upload, uploading: progress !== null, progress, error };
}
