import { Info, ShieldX, Trash2 } from "lucide-react";
import { useState } from "react";
import { redirect, type ShouldRevalidateFunctionArgs } from "react-router";
import * as z from "zod";
import type { Route } from "./+types/dashboard.$role.branding";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { ConfirmDialog } from "~/components/dashboard/confirm-dialog";
import { PageHeader } from "~/components/dashboard/page-header";
import { RouteErrorContent, routeFailureOf } from "~/components/route-error-content";
import { Alert } from "~/components/ui/alert";
import { Button } from "~/components/ui/button";
import { brandingPathFor } from "~/components/dashboard-paths";
import { BRANDING_MESSAGES, BRANDING_TOASTS, brandingSchema } from "~/domain/schemas/branding";
import { logoUploadSchema } from "~/domain/schemas/profile";
import { ImageUpload } from "~/components/image-upload";
import { accountMeta } from "~/features/auth/account-meta";
import { BrandingEditor, type BrandingTab } from "~/features/branding/branding-editor";
import { brandingFormValues } from "~/features/branding/branding-form";
import { requireUser } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { deleteBranding, getBrandingEditor, saveBranding, storeBrandingPreview, uploadLogo } from "#server/services/branding";

export const handle: BreadcrumbHandle = { breadcrumb: "Customise Brand" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Branding Settings", matches);

/** Realtors at /dashboard/{their role}/branding; anyone else sees the spec's refusal (the services refuse too). */
async function requireBrandingPage(request: Request, context: Route.LoaderArgs["context"], role: string) {
  const user = await requireUser(request, context);
  const own = brandingPathFor(user.role);
  if (own && role !== user.role) throw redirect(own);
  return user;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireBrandingPage(request, context, params.role);
  const editor = await getBrandingEditor(context, user);
  return {
    role: user.role,
    editor,
    // The preview renders the realtor's home page, which only their own host serves.
    previewable: context.site.realtorId === editor.realtor.id,
  };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = await requireBrandingPage(request, context, params.role);
  const hasOwn = await getBrandingEditor(context, user).then(
    (editor) => editor.own !== null,
    () => false,
  );
  return handleIntents(request, context, {
    save: intent({
      schema: brandingSchema,
      failureTitle: hasOwn ? BRANDING_TOASTS.updateFailed : BRANDING_TOASTS.createFailed,
      run: async (input) => ({ title: (await saveBranding(context, user, input)).created ? BRANDING_TOASTS.created : BRANDING_TOASTS.updated }),
    }),
    delete: intent({
      schema: z.object({}),
      failureTitle: BRANDING_TOASTS.deleteFailed,
      run: async () => {
        await deleteBranding(context, user);
        return { title: BRANDING_TOASTS.deleted };
      },
    }),
    uploadLogo: intent({
      schema: logoUploadSchema,
      failureTitle: BRANDING_TOASTS.logoFailed,
      run: async (input) => ({ title: BRANDING_TOASTS.logoUploaded, payload: await uploadLogo(context, user, input) }),
    }),
    preview: intent({
      schema: brandingSchema,
      failureTitle: "Preview not updated",
      run: async (input) => ({ title: "Preview updated", payload: await storeBrandingPreview(context, user, input) }),
    }),
  });
}

/** A draft for the preview, or a logo not yet saved, changes nothing the page shows: no need to load it again. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  return intent === "preview" || intent === "uploadLogo" ? false : defaultShouldRevalidate;
}

export default function BrandingSettings({ loaderData }: Route.ComponentProps) {
  const [tab, setTab] = useState<BrandingTab>("colors");
  const { role, editor, previewable } = loaderData;
  const initial = brandingFormValues(editor.own ?? editor.inherited?.branding ?? null);
  return (
    <>
      <PageHeader
        title="Customise Brand"
        role={role}
        description={`Colours, logo, fonts and styles of ${editor.realtor.agentSiteUrl}. Changes show in the preview as you make them and on your site once you save.`}
        actions={
          editor.own ? (
            <ConfirmDialog
              trigger={
                <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800">
                  <Trash2 aria-hidden="true" />
                  Delete Branding
                </Button>
              }
              title="Delete your branding?"
              description={
                editor.realtor.isLeader
                  ? "Your site goes back to the default look, and so do the sites of agents who use your branding."
                  : "Your site goes back to your team leader's branding, or the default look if they have none."
              }
              intent="delete"
              values={{}}
              confirmLabel="Delete Branding"
              pendingLabel="Deleting..."
              variant="destructive"
              locked
            />
          ) : null
        }
      />
      {editor.own ? null : (
        <Alert variant="info" className="mb-6">
          <Info className="size-4" aria-hidden="true" />
          <p>
            {editor.inherited
              ? `Your site shows your team leader ${editor.inherited.leaderName}'s branding until you save your own. The editor starts from it.`
              : "Your site shows the default look until you save your branding."}
          </p>
        </Alert>
      )}
      <BrandingEditor
        key={editor.own?.id ?? "none"}
        initial={initial}
        host={editor.realtor.agentSiteUrl}
        previewable={previewable}
        tab={tab}
        onTabChange={setTab}
        logoUpload={(setLogoUrl) => (
          <ImageUpload kind="logo" intent="uploadLogo" field="logo" label="Upload Logo" pendingLabel="Uploading..." onUploaded={setLogoUrl} />
        )}
      />
    </>
  );
}

/** Anyone but a realtor: the spec's refusal, which the branding service gives. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (routeFailureOf(error)?.failure !== "forbidden") return <RouteErrorContent error={error} />;
  return (
    <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-red-50 text-red-600">
        <ShieldX className="size-7" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-slate-900">{BRANDING_MESSAGES.noRealtor}</p>
    </div>
  );
}
