import type { Route } from "./+types/dashboard.my-data.$id";
import { requireAccess } from "#server/guards";
import { readPersonalDataArchive } from "#server/services/personal-data/export-requests";

/** A realtor's "Download my data" archive: to its own realtor only, signed in, until it expires. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, { permission: "personalDataExport" });
  const { fileName, archive } = await readPersonalDataArchive(context, user, params.id);
  return new Response(Buffer.from(archive), {
    headers: {
      "content-type": "application/gzip",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
}
