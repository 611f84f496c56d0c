import type { Route } from "./+types/calendar.$file";
import { viewingCalendarOf } from "#server/services/viewing-calendar";

/**
 * A realtor's private viewing calendar, `/calendar/{token}.ics`, which Google or Apple Calendar
 * subscribes to (issue 35 item 5). The address is the credential: a wrong or replaced one is a 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const calendar = await viewingCalendarOf(context.db, params.file);
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="viewings.ics"',
      "Cache-Control": "private, no-store",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
