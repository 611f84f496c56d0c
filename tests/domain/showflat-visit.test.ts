import { describe, expect, it } from "vitest";
import { isShowflatTimeSlot, isWithinShowflatBookingWindow, showflatBookingWindow, showflatVisitCalendar, timeSlotLabel, timeSlotRangeLabel, viewingLabel } from "~/domain/showflat-visit";

describe("showflat time slots (private appointments daily, 10am to 7pm)", () => {
  it("offers hour-long slots from 10am, the last starting at 6pm", () => {
    expect(isShowflatTimeSlot("10:00")).toBe(true);
    expect(isShowflatTimeSlot("18:00")).toBe(true);
    expect(isShowflatTimeSlot("19:00")).toBe(false);
    expect(isShowflatTimeSlot("09:00")).toBe(false);
  });

  it("writes times the Singapore way", () => {
    expect(timeSlotLabel("10:00")).toBe("10am");
    expect(timeSlotLabel("12:00")).toBe("12pm");
    expect(timeSlotRangeLabel("11:00")).toBe("11am – 12pm");
    expect(timeSlotRangeLabel("18:00")).toBe("6pm – 7pm");
  });

  it("labels a booking by its day and slot, or its day alone", () => {
    expect(viewingLabel("2026-12-05", "14:00")).toBe("Dec 05, 2026, 2pm – 3pm");
    expect(viewingLabel("2026-12-05", null)).toBe("Dec 05, 2026");
    expect(viewingLabel("2026-12-05", "25:00")).toBe("Dec 05, 2026");
  });
});

describe("the visit's calendar file", () => {
  const ics = showflatVisitCalendar({
    uid: "5b0c9f5e-1111-4222-8333-944455556666",
    date: "2026-06-20",
    time: "11:00",
    projectName: "The Marina Lumiere",
    location: "28 Marina Way, Singapore 018981",
    consultantName: "Rachel Tan",
    consultantPhone: "+65 9123 4567",
    createdAt: new Date("2026-06-15T02:30:00Z"),
  });

  it("is one event of one hour at the chosen slot, in UTC (Singapore is UTC+8)", () => {
    expect(ics).toContain("DTSTART:20260620T030000Z\r\n");
    expect(ics).toContain("DTEND:20260620T040000Z\r\n");
    expect(ics).toContain("DTSTAMP:20260615T023000Z\r\n");
    expect(ics.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(ics.endsWith("END:VEVENT\r\nEND:VCALENDAR\r\n")).toBe(true);
  });

  it("escapes commas and folds long lines at 75 octets (RFC 5545)", () => {
    expect(ics).toContain("LOCATION:28 Marina Way\\, Singapore 018981\r\n");
    for (const line of ics.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, "");
    expect(unfolded).toContain("SUMMARY:Showflat visit: The Marina Lumiere\r\n");
    expect(unfolded).toContain("with Rachel Tan\\, +65 9123 4567.");
  });
});

describe("the visit's calendar file after the realtor changed it (decision record 145)", () => {
  const visit = {
    uid: "5b0c9f5e-1111-4222-8333-944455556666",
    date: "2026-06-22",
    time: "15:00",
    projectName: "The Marina Lumiere",
    location: "28 Marina Way",
    consultantName: "Rachel Tan",
    consultantPhone: null,
    createdAt: new Date("2026-06-16T02:30:00Z"),
  };

  it("a new time keeps the UID and carries the higher SEQUENCE, still published", () => {
    const ics = showflatVisitCalendar({ ...visit, sequence: 1 });
    expect(ics).toContain("METHOD:PUBLISH\r\n");
    expect(ics).toContain(`UID:${visit.uid}@condosites.sg\r\nSEQUENCE:1\r\n`);
    expect(ics).toContain("DTSTART:20260622T070000Z\r\n");
    expect(ics).toContain("STATUS:TENTATIVE\r\n");
  });

  it("a cancellation is METHOD:CANCEL with STATUS:CANCELLED for the same entry", () => {
    const ics = showflatVisitCalendar({ ...visit, sequence: 2 }, { cancelled: true });
    expect(ics).toContain("METHOD:CANCEL\r\n");
    expect(ics).toContain("STATUS:CANCELLED\r\n");
    expect(ics).toContain(`UID:${visit.uid}@condosites.sg\r\nSEQUENCE:2\r\n`);
    expect(ics).toContain("SUMMARY:Cancelled: Showflat visit: The Marina Lumiere\r\n");
  });
});

describe("the showflat booking window (issue 30 item 11, decision record 125)", () => {
  it("runs from tomorrow to 60 days ahead by the date in Singapore, also just after midnight there", () => {
    // 00:30 on 29 Nov 2026 in Singapore is still 28 Nov in UTC.
    const justAfterMidnight = new Date("2026-11-28T16:30:00Z");
    expect(showflatBookingWindow(justAfterMidnight)).toEqual({ first: "2026-11-30", last: "2027-01-28" });
    expect(isWithinShowflatBookingWindow("2026-11-29", justAfterMidnight)).toBe(false);
    expect(isWithinShowflatBookingWindow("2026-11-30", justAfterMidnight)).toBe(true);
    expect(isWithinShowflatBookingWindow("2027-01-28", justAfterMidnight)).toBe(true);
    expect(isWithinShowflatBookingWindow("2027-01-29", justAfterMidnight)).toBe(false);
    expect(isWithinShowflatBookingWindow("2099-12-31", justAfterMidnight)).toBe(false);
  });
});
