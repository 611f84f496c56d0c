import { Loader2, Upload } from "lucide-react";
import { useRef } from "react";
import { Button } from "~/components/ui/button";
import { uploadAccept, type UploadKindName } from "~/domain/upload-kinds";

/**
 * A button that opens the file picker. The file input has no name: it is not part of the
 * form around it; the chosen files go to `onFiles`, which uploads them.
 */
export function FilePickerButton({
  kind,
  label,
  multiple = false,
  busy,
  progress,
  onFiles,
}: {
  kind: UploadKindName;
  label: string;
  multiple?: boolean;
  busy: boolean;
  progress: number | null;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={uploadAccept(kind)}
        multiple={multiple}
        aria-label={label}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = "";
          if (files.length) onFiles(files);
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {busy ? `Uploading${progress !== null ? ` ${Math.round(progress * 100)}%` : "..."}` : label}
      </Button>
    </>
  );
}
