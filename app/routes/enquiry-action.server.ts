import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "react-router";
import { ENQUIRY_MESSAGES, enquirySchema, enquirySentMessage } from "~/domain/schemas/enquiry";
import { describeFailure } from "#server/failure-response";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { visitSourceOf } from "#server/site-analytics/visit-source";

/**
 * The action behind every enquiry form of the public site (contact form, Register Interest,
 * Book Showflat Visit): parse with the domain schema, save for the site's owner, mail them.
 * Shared by the routes that show the form; it works with or without JavaScript.
 */
export async function enquiryAction(
  request: Request,
  context: AppLoadContext,
  /** Who receives it when not the site's owner: the realtor of a profile page. */
  recipient?: { realtorId: string; ownerName: string; ownerEmail: string },
) {
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: enquirySchema });
  const formId = String(formData.get("formId") ?? "");
  if (submission.status !== "success") {
    return data({ formId, result: submission.reply(), sent: null }, { status: 400 });
  }
  const site = { ...context.site, ...recipient };
  try {
    await submitEnquiry(context, {
      site,
      enquiry: submission.value,
      visitor: visitorKey(context.clientIp, context.auth.options.secret ?? context.site.host),
      siteOrigin: context.siteOrigin,
      visitSource: await visitSourceOf(context.db, { realtorId: context.site.realtorId, ip: context.clientIp, userAgent: request.headers.get("user-agent") ?? "", pageUrl: request.headers.get("referer") }),
      limit: context.config.enquiriesPerVisitor,
    });
    const sent = { title: ENQUIRY_MESSAGES.sentTitle, description: enquirySentMessage(site.ownerName) };
    return { formId, result: submission.reply({ resetForm: true }), sent };
  } catch (error) {
    const failure = describeFailure(error);
    if (failure.code === "invalid") {
      return data({ formId, result: submission.reply({ fieldErrors: { [failure.field ?? ""]: [failure.message] } }), sent: null }, { status: failure.status });
    }
    if (failure.code !== "rate-limited") throw error;
    // The message says 'or call us directly': the form shows the owner's number with it.
    const callPhone = site.ownerPhone || null;
    return data({ formId, result: submission.reply({ formErrors: [failure.message] }), sent: null, callPhone }, { status: failure.status, headers: failure.headers });
  }
}
