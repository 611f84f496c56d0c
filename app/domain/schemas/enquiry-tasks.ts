import * as z from "zod";
import { optionalText, recordId } from "~/domain/schemas/fields";

/** Follow-up tasks on an enquiry (issue 35 item 4, decision record 147). */
export const ENQUIRY_TASK_KINDS = ["call-back", "send-brochure", "confirm-viewing", "other"] as const;
export type EnquiryTaskKind = (typeof ENQUIRY_TASK_KINDS)[number];

export const ENQUIRY_TASK_KIND_LABELS: Record<EnquiryTaskKind, string> = {
  "call-back": "Call back",
  "send-brochure": "Send a brochure",
  "confirm-viewing": "Confirm a viewing",
  other: "Other",
};

export const ENQUIRY_TASK_MESSAGES = {
  kindInvalid: "Choose what to do",
  dueInvalid: "Enter a due date and time",
  notFound: "Task not found",
  added: "Task added",
  completed: "Task completed",
  deleted: "Task deleted",
  failed: "Failed to save the task",
} as const;

/** A 'YYYY-MM-DDTHH:MM' of a datetime-local input, read as Singapore time. */
const singaporeDateTime = z
  .string(ENQUIRY_TASK_MESSAGES.dueInvalid)
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, ENQUIRY_TASK_MESSAGES.dueInvalid)
  .transform((value) => new Date(`${value}:00+08:00`))
  .refine((date) => !Number.isNaN(date.getTime()), ENQUIRY_TASK_MESSAGES.dueInvalid);

export const enquiryTaskSchema = z.object({
  id: recordId(ENQUIRY_TASK_MESSAGES.notFound),
  kind: z.enum(ENQUIRY_TASK_KINDS, ENQUIRY_TASK_MESSAGES.kindInvalid),
  note: optionalText(300),
  due: singaporeDateTime,
});
export type EnquiryTaskData = z.output<typeof enquiryTaskSchema>;

export const enquiryTaskIdSchema = z.object({ taskId: recordId(ENQUIRY_TASK_MESSAGES.notFound) });
export type EnquiryTaskIdData = z.output<typeof enquiryTaskIdSchema>;
