import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ENQUIRY_MESSAGES, enquirySchema, enquirySentMessage } from "~/domain/schemas/enquiry";
import { errorsOf, fieldErrors, submitForm } from "./form-parsing";

describe("visitor enquiries", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // 10:00 on 15 June 2026 in Singapore.
    vi.setSystemTime(new Date("2026-06-15T02:00:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const contact = { kind: "contact", name: "Jane", email: "jane@example.com", message: "Is the 3BR still available?", consent: "on" };

  it("accepts a contact enquiry", () => {
    expect(enquirySchema.parse(contact)).toMatchObject({ kind: "contact", name: "Jane", consent: true });
  });

  it("reports the spec's messages for an empty contact form", () => {
    expect(errorsOf(enquirySchema, { kind: "contact" })).toEqual({
      name: ["Please enter your name"],
      email: ["Please enter a valid email address"],
      consent: ["Please agree to be contacted about your enquiry (PDPA)"],
      message: ["Please enter a message"],
    });
  });

  it("a name is at most 100 characters", () => {
    expect(fieldErrors(enquirySchema, { ...contact, name: "x".repeat(101) }, "name")).toEqual(["Name must be 100 characters or fewer"]);
  });

  it("email must be valid", () => {
    expect(fieldErrors(enquirySchema, { ...contact, email: "jane@" }, "email")).toEqual(["Please enter a valid email address"]);
  });

  it("phone is optional, and a Singapore number when given", () => {
    expect(fieldErrors(enquirySchema, { ...contact, phone: "12345" }, "phone")).toEqual(["Please enter a valid Singapore phone number"]);
    expect(enquirySchema.parse({ ...contact, phone: "+65 9123 4567" }).phone).toBe("+65 9123 4567");
    expect(submitForm(enquirySchema, { ...contact, phone: "" }).ok).toBe(true);
  });

  it("message is required for contact only, and at most 2000 characters", () => {
    expect(fieldErrors(enquirySchema, { ...contact, message: "x".repeat(2000) }, "message")).toEqual([]);
    expect(fieldErrors(enquirySchema, { ...contact, message: "x".repeat(2001) }, "message")).toEqual([ENQUIRY_MESSAGES.messageTooLong]);
    expect(fieldErrors(enquirySchema, { ...contact, kind: "register-interest", message: undefined, projectSlug: "the-orchard" }, "message")).toEqual([]);
  });

  it("kind defaults to contact", () => {
    const { kind: _kind, ...withoutKind } = contact;
    expect(enquirySchema.parse(withoutKind).kind).toBe("contact");
  });

  it("consent must be ticked", () => {
    expect(fieldErrors(enquirySchema, { ...contact, consent: undefined }, "consent")).toEqual([
      "Please agree to be contacted about your enquiry (PDPA)",
    ]);
    expect(submitForm(enquirySchema, { ...contact, consent: "" }).errors).toMatchObject({ consent: [ENQUIRY_MESSAGES.consentRequired] });
  });

  describe("book-viewing needs a date from tomorrow up to 60 days ahead, a time slot and a phone number", () => {
    const viewing = { ...contact, kind: "book-viewing", message: undefined, projectSlug: "the-orchard" };

    it("missing or malformed: 'Please choose a preferred viewing date'", () => {
      expect(fieldErrors(enquirySchema, viewing, "preferredDate")).toEqual(["Please choose a preferred viewing date"]);
      expect(fieldErrors(enquirySchema, { ...viewing, preferredDate: "15/06/2026" }, "preferredDate")).toEqual([
        "Please choose a preferred viewing date",
      ]);
    });

    it("yesterday, today (Singapore) and beyond 60 days are refused; tomorrow to 60 days ahead are accepted (issue 30 item 11)", () => {
      for (const outside of ["2026-06-14", "2026-06-15", "2026-08-15", "2099-12-31"]) {
        expect(fieldErrors(enquirySchema, { ...viewing, preferredDate: outside }, "preferredDate")).toEqual([
          "Please choose a date from tomorrow up to 60 days ahead",
        ]);
      }
      for (const inside of ["2026-06-16", "2026-07-01", "2026-08-14"]) expect(fieldErrors(enquirySchema, { ...viewing, preferredDate: inside }, "preferredDate")).toEqual([]);
    });

    it("other kinds ignore the preferred date", () => {
      expect(fieldErrors(enquirySchema, contact, "preferredDate")).toEqual([]);
    });

    it("needs one of the showflat's time slots", () => {
      const dated = { ...viewing, preferredDate: "2026-06-20", phone: "9123 4567" };
      expect(fieldErrors(enquirySchema, dated, "preferredTime")).toEqual(["Please choose a time slot"]);
      expect(fieldErrors(enquirySchema, { ...dated, preferredTime: "09:00" }, "preferredTime")).toEqual(["Please choose a time slot"]);
      expect(fieldErrors(enquirySchema, { ...dated, preferredTime: "11:00" }, "preferredTime")).toEqual([]);
      expect(fieldErrors(enquirySchema, { ...contact, preferredTime: undefined }, "preferredTime")).toEqual([]);
    });

    it("needs a phone number, so the visit can be confirmed; other kinds keep it optional", () => {
      const { message: _message, ...fields } = viewing;
      const dated = { ...fields, preferredDate: "2026-06-20", preferredTime: "11:00" };
      expect(submitForm(enquirySchema, { ...dated, phone: "" }).errors).toMatchObject({ phone: ["Please enter a phone number so your visit can be confirmed"] });
      expect(fieldErrors(enquirySchema, { ...dated, phone: "12345" }, "phone")).toEqual(["Please enter a valid Singapore phone number"]);
      expect(submitForm(enquirySchema, { ...dated, phone: "9123 4567" }).ok).toBe(true);
    });
  });

  it("the thank-you toast names the owner, in British English (decision record 046)", () => {
    expect(enquirySentMessage("Tan Wei Ming")).toBe("Thank you for your enquiry. Tan Wei Ming will get back to you soon.");
  });
});
