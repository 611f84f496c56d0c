import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ArrowLeft, Loader2, UserPlus } from "lucide-react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/dashboard.realtor-management.add";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { PageHeader } from "~/components/dashboard/page-header";
import { FlashToast } from "~/components/flash-toast";
import { FormMessage } from "~/components/form-fields";
import { Button } from "~/components/ui/button";
import { realtorSchema, REALTOR_TOASTS } from "~/domain/schemas/realtor";
import { accountMeta } from "~/features/auth/account-meta";
import { RealtorFormFields } from "~/features/realtors/realtor-form-fields";
import { flashHeader, notice } from "#server/flash";
import { requireAccess } from "#server/guards";
import { describeFailure } from "#server/failure-response";
import { addRealtor } from "#server/services/realtors/add-realtor";
import { listRealtorFormOptions } from "#server/services/realtors/list-realtors";

// One module serves /add-leader and /add-agent (two route ids); the path says which.
const PAGES = {
  leader: { title: "Add New Leader", submit: "Add Leader", lead: "A team leader of an agency, with their own site. Agents can report to them once they are active." },
  agent: { title: "Add New Agent", submit: "Add Agent", lead: "An agent of an agency, with their own site, reporting to one of its active team leaders." },
} as const;
const BACK = "/dashboard/realtor-management";

function kindOf(request: Request): "leader" | "agent" {
  return new URL(request.url).pathname.replace(/\/$/, "").endsWith("/add-leader") ? "leader" : "agent";
}

export const handle: BreadcrumbHandle = {
  breadcrumb: (loaderData) => {
    const kind = (loaderData as { kind?: "leader" | "agent" } | undefined)?.kind;
    return kind ? PAGES[kind].title : null;
  },
};

export const meta: Route.MetaFunction = ({ data, matches }) => accountMeta(data ? PAGES[data.kind].title : "Add Realtor", matches);

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "userManagement" });
  return { kind: kindOf(request), options: await listRealtorFormOptions(context, user) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, { permission: "userManagement" });
  const kind = kindOf(request);
  const submission = parseWithZod(await request.formData(), { schema: realtorSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), notice: null }, { status: 400 });
  const input = { ...submission.value, isLeader: kind === "leader", reportsToId: kind === "leader" ? undefined : submission.value.reportsToId };
  let added: Awaited<ReturnType<typeof addRealtor>>;
  try {
    added = await addRealtor(context, user, input);
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.status >= 500) context.logger.error({ err: error }, "adding a realtor failed");
    return data(
      {
        result: failure.field ? submission.reply({ fieldErrors: { [failure.field]: [failure.message] } }) : submission.reply({ formErrors: [failure.message] }),
        notice: notice("error", REALTOR_TOASTS.createFailed, failure.message),
      },
      { status: failure.status, headers: failure.headers },
    );
  }
  const description = added.invited ? REALTOR_TOASTS.invited(input.email.toLowerCase()) : REALTOR_TOASTS.inviteNotSent(input.fullName);
  throw redirect(BACK, { headers: { "Set-Cookie": await flashHeader(context, { kind: "success", title: REALTOR_TOASTS.created, description }) } });
}

export default function AddRealtor({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, options } = loaderData;
  const page = PAGES[kind];
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useForm({
    id: `add-${kind}`,
    lastResult: actionData?.result,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: realtorSchema }),
  });

  return (
    <>
      <FlashToast message={actionData?.notice ?? null} />
      <Button asChild variant="ghost" size="sm" className="-ml-2 mb-2">
        <Link to={BACK}>
          <ArrowLeft aria-hidden="true" />
          Back to Realtor Management
        </Link>
      </Button>
      <PageHeader title={page.title} description={page.lead} />
      <Form method="post" {...getFormProps(form)} className="max-w-3xl rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <input type="hidden" name="isLeader" value={kind === "leader" ? "true" : "false"} />
        <div className="grid gap-6">
          <FormMessage errors={form.errors} />
          <RealtorFormFields fields={fields} kind={kind} options={options} />
          <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-600">
            The realtor gets an email with a link to set their password. They then sign in on their own website URL.
          </p>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-6 sm:flex-row sm:justify-end">
            <Button asChild variant="outline">
              <Link to={BACK}>Cancel</Link>
            </Button>
            <Button type="submit" disabled={pending}>
              {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
              {pending ? "Adding..." : page.submit}
            </Button>
          </div>
        </div>
      </Form>
    </>
  );
}
