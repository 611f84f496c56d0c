import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import { ENQUIRY_INBOX_MESSAGES, type ViewingRescheduleData } from "~/domain/schemas/enquiry-inbox";
import { isShowflatTimeSlot, showflatVisitCalendar, timeSlotRangeLabel, viewingLabel } from "~/domain/showflat-visit";
import type { Database, Tx } from "../db/client";
import { enquiries, enquiryEvents, projects, realtors } from "../db/schema";
import type { Mailer } from "../mail";
import { showflatVisitCancelledMail, showflatVisitRescheduledMail } from "../mail-templates";
import { authorizeRow, type Actor } from "./actor";
import { lockForChange } from "./enquiry-inbox";
import { ConflictError, InvalidError } from "./errors";

interface ViewingDeps {
  db: Database;
  mailer: Mailer;
  logger?: Pick<Logger, "error">;
}

/** The visit as changed, and whether the buyer's mail with the calendar file went. */
export interface ViewingChange {
  name: string;
  mailed: boolean;
}

/**
 * The realtor moves a showflat visit to another day and slot: the enquiry keeps the change in its
 * history, the week calendar and feed show the new time, and the buyer is mailed the same calendar
 * entry (same UID) with the next SEQUENCE, which their calendar moves (decision record 145).
 */
export async function rescheduleViewing(deps: ViewingDeps, actor: Actor, input: ViewingRescheduleData): Promise<ViewingChange> {
  const visit = await deps.db.transaction(async (tx) => {
    const booked = await changeableViewing(tx, actor, input.id);
    if (booked.date === input.preferredDate && booked.time === input.preferredTime) {
      throw new InvalidError(ENQUIRY_INBOX_MESSAGES.viewingUnchanged, { field: "preferredDate" });
    }
    const now = new Date();
    const sequence = booked.sequence + 1;
    await tx
      .update(enquiries)
      .set({ preferredDate: input.preferredDate, preferredTime: input.preferredTime, viewingSequence: sequence, updatedAt: now })
      .where(eq(enquiries.id, input.id));
    const previous = viewingLabel(booked.date, booked.time);
    await tx.insert(enquiryEvents).values({
      enquiryId: input.id,
      type: "viewing-rescheduled",
      note: `${previous} → ${viewingLabel(input.preferredDate, input.preferredTime)}`,
      userId: actor.id,
      performedByName: actor.fullName,
      createdAt: now,
    });
    return { ...booked, date: input.preferredDate, time: input.preferredTime, sequence, previous, now };
  });
  const mailed = await mailBuyer(deps, visit, false);
  return { name: visit.name, mailed };
}

/**
 * The realtor cancels a showflat visit: it leaves the week calendar and the feed, the history
 * keeps it, and the buyer is mailed METHOD:CANCEL with STATUS:CANCELLED for the same entry.
 */
export async function cancelViewing(deps: ViewingDeps, actor: Actor, { id }: { id: string }): Promise<ViewingChange> {
  const visit = await deps.db.transaction(async (tx) => {
    const booked = await changeableViewing(tx, actor, id);
    const now = new Date();
    const sequence = booked.sequence + 1;
    await tx.update(enquiries).set({ viewingCancelledAt: now, viewingSequence: sequence, updatedAt: now }).where(eq(enquiries.id, id));
    await tx.insert(enquiryEvents).values({
      enquiryId: id,
      type: "viewing-cancelled",
      note: viewingLabel(booked.date, booked.time),
      userId: actor.id,
      performedByName: actor.fullName,
      createdAt: now,
    });
    return { ...booked, sequence, previous: undefined, now };
  });
  const mailed = await mailBuyer(deps, visit, true);
  return { name: visit.name, mailed };
}

/** The booked visit, locked, if the actor may manage the enquiry and the visit can still be changed. */
async function changeableViewing(tx: Tx, actor: Actor, id: string) {
  const enquiry = await lockForChange(tx, actor, id);
  authorizeRow(enquiry.rights.manage, ENQUIRY_INBOX_MESSAGES.manageDenied);
  const [visit] = await tx
    .select({
      kind: enquiries.kind,
      sequence: enquiries.viewingSequence,
      cancelledAt: enquiries.viewingCancelledAt,
      location: projects.fullAddress,
      consultantName: realtors.fullName,
      consultantEmail: realtors.email,
      consultantPhone: realtors.phoneNumber,
    })
    .from(enquiries)
    .leftJoin(projects, eq(projects.id, enquiries.projectId))
    .leftJoin(realtors, eq(realtors.id, enquiries.ownerId))
    .where(eq(enquiries.id, id));
  if (visit.kind !== "book-viewing" || !enquiry.preferredDate || !isShowflatTimeSlot(enquiry.preferredTime)) {
    throw new InvalidError(ENQUIRY_INBOX_MESSAGES.viewingNotBooked);
  }
  if (visit.cancelledAt) throw new ConflictError(ENQUIRY_INBOX_MESSAGES.viewingCancelled);
  if (!enquiry.email) throw new InvalidError(ENQUIRY_INBOX_MESSAGES.viewingNoEmail);
  const projectName = enquiry.projectName ?? "the showflat";
  return {
    id,
    name: enquiry.name,
    email: enquiry.email,
    date: enquiry.preferredDate,
    time: enquiry.preferredTime,
    sequence: visit.sequence,
    projectName,
    location: visit.location ?? projectName,
    // A lead in the administrators' queue is changed by an administrator, who signs the mail.
    consultantName: visit.consultantName ?? actor.fullName,
    consultantEmail: visit.consultantEmail ?? actor.email,
    consultantPhone: visit.consultantPhone ?? null,
  };
}

type ChangedVisit = Awaited<ReturnType<typeof changeableViewing>> & { previous: string | undefined; now: Date };

/** The buyer's mail with the calendar file; the change stands even when the mail could not go. */
async function mailBuyer({ mailer, logger }: ViewingDeps, visit: ChangedVisit, cancelled: boolean): Promise<boolean> {
  const details = {
    name: visit.name,
    projectName: visit.projectName,
    date: visit.date,
    timeLabel: timeSlotRangeLabel(visit.time),
    previous: visit.previous,
    consultantName: visit.consultantName,
    consultantPhone: visit.consultantPhone,
    consultantEmail: visit.consultantEmail,
  };
  const calendar = showflatVisitCalendar(
    { uid: visit.id, date: visit.date, time: visit.time, projectName: visit.projectName, location: visit.location, consultantName: visit.consultantName, consultantPhone: visit.consultantPhone, createdAt: visit.now, sequence: visit.sequence },
    { cancelled },
  );
  try {
    await mailer.send({
      to: visit.email,
      replyTo: visit.consultantEmail,
      ...(cancelled ? showflatVisitCancelledMail(details) : showflatVisitRescheduledMail(details)),
      attachments: [{ filename: "showflat-visit.ics", contentType: `text/calendar; charset=utf-8; method=${cancelled ? "CANCEL" : "PUBLISH"}`, content: calendar }],
    });
    return true;
  } catch (error) {
    logger?.error({ err: error, enquiryId: visit.id }, "showflat visit changed but the buyer's mail failed");
    return false;
  }
}
