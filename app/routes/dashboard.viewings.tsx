import { CalendarDays, ChevronLeft, ChevronRight, Clock } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/dashboard.viewings";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";
import { PageHeader } from "~/components/dashboard/page-header";
import { Button } from "~/components/ui/button";
import { cn } from "~/components/ui/cn";
import { formatCalendarDay, formatDate, isoDateInSingapore, startOfSingaporeDay } from "~/domain/format";
import { ENQUIRY_TOASTS, calendarFeedSchema } from "~/domain/schemas/enquiry-inbox";
import { timeSlotRangeLabel } from "~/domain/showflat-visit";
import { addDays, VIEWING_WEEK_PARAM, viewingWeekOf } from "~/domain/viewing-week";
import { accountMeta } from "~/features/auth/account-meta";
import { CALENDAR_FEED_INTENT, CalendarFeedCard } from "~/features/enquiry-inbox/calendar-feed-card";
import { EnquiryStageBadge } from "~/features/enquiry-inbox/enquiry-badges";
import { requireAccess } from "#server/guards";
import { handleIntents, intent } from "#server/intent-action";
import { hasViewingCalendarFeed, listWeekViewings, newViewingCalendarFeed, type WeekViewing } from "#server/services/viewing-calendar";

export const handle: BreadcrumbHandle = { breadcrumb: "Viewings" };
export const meta: Route.MetaFunction = ({ matches }) => accountMeta("Viewing calendar", matches);

const ACCESS = { permission: "viewingCalendar" } as const;

/** Issue 35 item 5: the realtor's showflat bookings for one week, and the calendar feed. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAccess(request, context, ACCESS);
  const week = viewingWeekOf(new URL(request.url).searchParams.get(VIEWING_WEEK_PARAM));
  const [viewings, feedInUse] = await Promise.all([listWeekViewings(context, user, week), hasViewingCalendarFeed(context, user)]);
  return { role: user.role, week, today: isoDateInSingapore(new Date()), viewings, feedInUse };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireAccess(request, context, ACCESS);
  return handleIntents(request, context, {
    [CALENDAR_FEED_INTENT]: intent({
      schema: calendarFeedSchema,
      failureTitle: ENQUIRY_TOASTS.calendarFeedFailed,
      run: async () => ({
        title: ENQUIRY_TOASTS.calendarFeedCreated,
        description: ENQUIRY_TOASTS.calendarFeedCreatedDetail,
        payload: await newViewingCalendarFeed(context, user, context.siteOrigin),
      }),
    }),
  });
}

const weekHref = (monday: string) => `?${VIEWING_WEEK_PARAM}=${monday}`;

export default function Viewings({ loaderData }: Route.ComponentProps) {
  const { role, week, today, viewings, feedInUse } = loaderData;
  const byDay = new Map<string, WeekViewing[]>(week.days.map((day) => [day, []]));
  for (const viewing of viewings) byDay.get(viewing.date)?.push(viewing);
  const sunday = week.days[6];
  return (
    <>
      <PageHeader
        title="Viewing calendar"
        role={role}
        description="Showflat visits booked on your site, by day and time slot. Open one to call the buyer or move it along the pipeline."
      />
      <nav aria-label="Weeks" className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-lg font-semibold text-slate-900" aria-live="polite">
          {formatDate(startOfSingaporeDay(week.monday))} – {formatDate(startOfSingaporeDay(sunday))}
        </p>
        <div className="flex gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={weekHref(addDays(week.monday, -7))} aria-label="Previous week">
              <ChevronLeft aria-hidden="true" />
              Previous
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to="?">This week</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={weekHref(addDays(week.monday, 7))} aria-label="Next week">
              Next
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </nav>
      <p className="sr-only">{viewings.length === 1 ? "1 viewing this week" : `${viewings.length} viewings this week`}</p>
      <ol className="grid gap-3 lg:grid-cols-7">
        {week.days.map((day) => {
          const entries = byDay.get(day) ?? [];
          return (
            <li
              key={day}
              aria-label={formatCalendarDay(day)}
              className={cn(
                "flex min-h-0 flex-col rounded-2xl border bg-white p-3 shadow-sm lg:min-h-48",
                day === today ? "border-brand/60 ring-1 ring-brand/30" : "border-slate-200",
                entries.length === 0 && "max-lg:py-2",
              )}
            >
              <p className={cn("flex items-baseline gap-2 lg:flex-col lg:gap-0", day === today ? "text-brand" : "text-slate-900")}>
                <span className="text-xs font-semibold tracking-wide uppercase">{formatCalendarDay(day).split(", ")[0]}</span>
                <span className="text-sm font-semibold">{formatCalendarDay(day).split(", ")[1]}</span>
                {day === today ? <span className="text-xs font-medium">Today</span> : null}
              </p>
              {entries.length === 0 ? (
                <p className="mt-1 text-xs text-slate-400 lg:mt-2">No viewings</p>
              ) : (
                <ul className="mt-2 grid gap-2">
                  {entries.map((viewing) => (
                    <li key={viewing.id}>
                      <Link
                        to={`/dashboard/enquiries/${viewing.id}`}
                        className="block rounded-xl border border-emerald-100 bg-emerald-50/60 p-2.5 text-sm transition hover:border-emerald-300 hover:bg-emerald-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand"
                      >
                        <span className="flex items-center gap-1.5 font-semibold text-emerald-800">
                          <Clock className="size-3.5" aria-hidden="true" />
                          {timeSlotRangeLabel(viewing.time)}
                        </span>
                        <span className="mt-1 block font-medium text-slate-900">{viewing.buyerName}</span>
                        {viewing.projectName ? <span className="block text-xs text-slate-600">{viewing.projectName}</span> : null}
                        <span className="mt-1.5 block">
                          <EnquiryStageBadge stage={viewing.stage} />
                        </span>
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
      {viewings.length === 0 ? (
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-500">
          <CalendarDays className="size-4" aria-hidden="true" />
          No showflat visits are booked this week.
        </p>
      ) : null}
      <CalendarFeedCard inUse={feedInUse} />
    </>
  );
}
