import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { NativeSelect } from "~/components/ui/native-select";
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from "~/domain/schemas/enquiry-inbox";

/** The owner's status control: saves on change (a Save button stands in before JavaScript). */
export function EnquiryStatusSelect({ id, name, status, action }: { id: string; name: string; status: EnquiryStatus; action?: string }) {
  const { fetcher, reply, pending } = useIntentFetcher("status");
  const shown = (pending ? (fetcher.formData?.get("status") as EnquiryStatus | null) : null) ?? status;
  return (
    <>
      <FlashToast message={reply?.notice ?? null} />
      <fetcher.Form method="post" action={action} className="flex items-center gap-2">
        <input type="hidden" name="intent" value="status" />
        <input type="hidden" name="id" value={id} />
        <label htmlFor={`status-${id}`} className="sr-only">
          Status of {name}&apos;s enquiry
        </label>
        <NativeSelect
          id={`status-${id}`}
          name="status"
          value={shown}
          disabled={pending}
          onChange={(event) => fetcher.submit(event.currentTarget.form)}
          className="h-9 min-w-36"
        >
          {ENQUIRY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {ENQUIRY_STATUS_LABELS[value]}
            </option>
          ))}
        </NativeSelect>
        <noscript>
          <button type="submit" className="text-sm font-medium text-brand">
            Save
          </button>
        </noscript>
      </fetcher.Form>
    </>
  );
}
