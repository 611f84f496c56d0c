import { Loader2, Route as RouteIcon } from "lucide-react";
import { FlashToast } from "~/components/flash-toast";
import { useIntentFetcher } from "~/components/dashboard/use-intent-fetcher";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";

interface EnquiryRoutingCardProps {
  roundRobin: boolean;
  fallbackRealtorId: string | null;
  realtors: { id: string; name: string; isLeader: boolean }[];
}

/** Master's rule for master-site enquiries, on System Administration. */
export function EnquiryRoutingCard({ roundRobin, fallbackRealtorId, realtors }: EnquiryRoutingCardProps) {
  const { fetcher, reply, pending } = useIntentFetcher("enquiry-routing");
  const fieldError = reply && !reply.ok ? reply.result?.error?.fallbackRealtorId?.[0] : undefined;
  return (
    <section aria-labelledby="enquiry-routing" className="mt-10">
      <FlashToast message={reply?.notice ?? null} />
      <h2 id="enquiry-routing" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <RouteIcon className="size-5 text-brand" aria-hidden="true" />
        Enquiry routing
      </h2>
      <p className="mt-1 text-sm text-slate-600">Who owns an enquiry sent on the master site. Enquiries on a realtor&apos;s own site always belong to that realtor.</p>
      <fetcher.Form method="post" className="mt-4 grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
        <input type="hidden" name="intent" value="enquiry-routing" />
        <label className="flex items-start gap-3">
          <input type="checkbox" name="roundRobin" defaultChecked={roundRobin} className="mt-1 size-4 accent-[#059669]" />
          <span>
            <span className="block text-sm font-medium text-slate-900">Share project enquiries among the project&apos;s realtors</span>
            <span className="block text-sm text-slate-500">Each new enquiry about a project goes to the next of the active realtors assigned to it, in turn.</span>
          </span>
        </label>
        <div className="grid gap-1.5 sm:max-w-md">
          <label htmlFor="routing-fallback" className="text-sm font-medium text-slate-900">
            Otherwise, send to
          </label>
          <NativeSelect
            id="routing-fallback"
            name="fallbackRealtorId"
            defaultValue={fallbackRealtorId ?? ""}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "routing-fallback-error" : undefined}
          >
            <option value="">The administrators&apos; queue</option>
            {realtors.map((realtor) => (
              <option key={realtor.id} value={realtor.id}>
                {realtor.name}
                {realtor.isLeader ? " (team leader)" : ""}
              </option>
            ))}
          </NativeSelect>
          {fieldError ? (
            <p id="routing-fallback-error" role="alert" className="text-sm text-red-600">
              {fieldError}
            </p>
          ) : (
            <p className="text-xs text-slate-500">For enquiries without a project, or about a project nobody is assigned to.</p>
          )}
        </div>
        <Button type="submit" disabled={pending} className="justify-self-start">
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          Save routing
        </Button>
      </fetcher.Form>
    </section>
  );
}
