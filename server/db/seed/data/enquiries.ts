import type { EnquiryStage } from "../../../../app/domain/schemas/enquiry-inbox";

export interface DemoEnquiry {
  kind: "contact" | "register-interest" | "book-viewing";
  name: string;
  email: string;
  phone: string | null;
  message: string | null;
  projectSlug: string | null;
  /** Key of the realtor whose site received it; null for the master site. */
  realtorKey: string | null;
  siteHost: string;
  /** Days after the seed date, for viewings. */
  preferredInDays: number | null;
  /** The viewing's time slot. */
  preferredTime: string | null;
  stage: EnquiryStage;
  lostReason?: string;
  /** Key of the realtor who works it, when not the site's realtor (a master-site enquiry routed, or one a leader passed on). */
  ownerKey?: string;
  hoursAgo: number;
}

/** Fictional visitors on example.com addresses, so nothing is ever mailed to a real inbox. */
export const DEMO_ENQUIRIES: readonly DemoEnquiry[] = [
  { kind: "register-interest", name: "Kelvin Goh", email: "kelvin.goh@example.com", phone: "+65 9876 5432", message: "Interested in a three-bedroom unit on a high floor.", projectSlug: "the-marina-lumiere", realtorKey: "rachel", siteHost: "leader.localhost", preferredInDays: null, preferredTime: null, stage: "new", hoursAgo: 5 },
  { kind: "book-viewing", name: "Amanda Chua", email: "amanda.chua@example.com", phone: "+65 8765 4321", message: "Weekend morning preferred.", projectSlug: "katong-tidewater", realtorKey: "marcus", siteHost: "agent.localhost", preferredInDays: 6, preferredTime: "11:00", stage: "new", hoursAgo: 20 },
  { kind: "contact", name: "Farhan Ismail", email: "farhan.ismail@example.com", phone: null, message: "We are upgrading from a 5-room flat in Punggol. Could you share options under S$2M?", projectSlug: null, realtorKey: "marcus", siteHost: "agent.localhost", preferredInDays: null, preferredTime: null, stage: "contacted", hoursAgo: 72 },
  { kind: "contact", name: "Mei Ling Teo", email: "meiling.teo@example.com", phone: "+65 9234 1122", message: "Looking for a freehold two-bedroom in District 9 or 10 for own stay.", projectSlug: null, realtorKey: null, siteHost: "localhost", preferredInDays: null, preferredTime: null, stage: "new", hoursAgo: 30 },
  { kind: "register-interest", name: "Rajesh Kumar", email: "rajesh.kumar@example.com", phone: "+65 8111 2233", message: null, projectSlug: "jurong-lakeside-residences", realtorKey: "rachel", siteHost: "leader.localhost", preferredInDays: null, preferredTime: null, stage: "lost", lostReason: "Bought a resale unit nearer his office", hoursAgo: 240 },
  { kind: "register-interest", name: "Priya Nair", email: "priya.nair@example.com", phone: "+65 9345 6677", message: "Could you share the price list for a two-bedroom?", projectSlug: "the-marina-lumiere", realtorKey: null, ownerKey: "rachel", siteHost: "localhost", preferredInDays: null, preferredTime: null, stage: "negotiating", hoursAgo: 120 },
  { kind: "contact", name: "Daniel Lim", email: "daniel.lim@example.com", phone: "+65 9456 7788", message: "Ready to book a unit this month.", projectSlug: "punggol-waterside", realtorKey: "rachel", ownerKey: "marcus", siteHost: "leader.localhost", preferredInDays: null, preferredTime: null, stage: "unit-booked", hoursAgo: 300 },
];
