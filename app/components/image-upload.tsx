import { Loader2, Upload } from "lucide-react";
import { useId, useState } from "react";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { buttonVariants } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { toast } from "~/components/ui/toaster";
import { uploadAccept, uploadFileError, type UploadKindName } from "~/domain/upload-kinds";

/**
 * Picks an image and posts it at once as an intent of the page's action (a multipart form of its
 * own, so it may sit inside another form's fields). The browser's claim is checked first with the
 * kind's messages; the server checks the bytes and has the last word (decision record 048).
 */
export function ImageUpload({
  kind,
  intent,
  field,
  label,
  pendingLabel,
  hint,
  onUploaded,
  className,
}: {
  kind: UploadKindName;
  intent: string;
  /** The file's name in the form the intent's schema parses. */
  field: string;
  label: string;
  pendingLabel: string;
  hint?: React.ReactNode;
  /** The stored file's address, from the action's reply. */
  onUploaded?: (url: string) => void;
  className?: string;
}) {
  const { fetcher, reply, pending } = useIntentFetcher(intent, (done) => {
    const url = (done.payload as { url?: unknown } | undefined)?.url;
    if (typeof url === "string") onUploaded?.(url);
  });
  const [refusal, setRefusal] = useState<string | null>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const serverError = reply && !reply.ok ? (reply.result.error?.[field]?.[0] ?? null) : null;
  const error = refusal ?? serverError;

  const onChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again after a refusal still fires a change.
    event.target.value = "";
    if (!file) return;
    const message = uploadFileError(kind, file);
    setRefusal(message);
    if (message) {
      toast.error(message);
      return;
    }
    const formData = new FormData();
    formData.set("intent", intent);
    formData.set(field, file);
    void fetcher.submit(formData, { method: "post", encType: "multipart/form-data" });
  };

  return (
    <div className={cn("grid gap-1.5", className)}>
      <FlashToast message={reply?.notice ?? null} />
      <label
        htmlFor={inputId}
        className={cn(
          buttonVariants({ variant: "outline", size: "sm" }),
          "w-fit cursor-pointer has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand has-[:focus-visible]:ring-offset-2",
          pending && "pointer-events-none opacity-60",
        )}
      >
        {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Upload aria-hidden="true" />}
        {pending ? pendingLabel : label}
        <input
          id={inputId}
          type="file"
          accept={uploadAccept(kind)}
          onChange={onChange}
          disabled={pending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error || hint ? messageId : undefined}
          className="sr-only"
        />
      </label>
      {error ? (
        <p id={messageId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
