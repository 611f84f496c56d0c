import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminOverrides, agencies, blogs, facilities, nearbySchools, projectBuildings, projects, realtors, sitePermissions, unitTypes, userProfiles } from "#server/db/schema";
import type { Actor } from "#server/services/actor";
import { submitEnquiry, visitorKey } from "#server/services/enquiries";
import { ForbiddenError, NotFoundError } from "#server/services/errors";
import { hasPermission, ROLES, type Permission, type Role } from "~/domain/permissions";
import { enquirySchema } from "~/domain/schemas/enquiry";
import { createTestServices, type TestServices } from "../support/test-services";
import { demoActors, ghostActor } from "./admin-fixtures";

// Every function a module under server/services/ exports (internal/ folders aside, decision record
// 129) is either called here by an actor who may not use it, and must refuse with Forbidden or
// NotFound leaving every table as it was, or is on EXEMPT with the reason. A new export with
// neither fails the first test.

const SERVICES_DIR = fileURLToPath(new URL("../../server/services/", import.meta.url));

const PUBLIC_READ = "a visitor's read of what the sites show: no actor, nothing written";
const ACCOUNT_FLOW = "an account flow before or around a session (sign-in, sign-up, reset token, session rules): the credentials or the token are the check";
const PURE = "a pure helper: no database";
const JOB = "run by the server itself (start-up, scheduled sweep), never on a request: no actor";
const HEALTH = "the load balancer's health checks: no data beyond whether the database answers";

const EXEMPT: Record<string, string> = {
  "actor#authorize": "the check itself",
  "actor#authorizeRow": "the check itself",
  "dashboards#lastMonths": PURE,
  "site-analytics#periodReading": "reads only the rollup's final mark, for siteAnalytics and projectAnalytics, which check the actor first",
  "site-analytics#tally": "pure sum of rows by key shared with projectAnalytics, reads nothing",
  "projects/site-plan#sitePlanImage": PURE,
  "realtor-approvals#notifyApprovers": "the public sign-up's mail to the approvers of the request just made: no actor",
  "project-compare#compareListedProjects": PUBLIC_READ,
  "site-seo#buildSiteMap": PUBLIC_READ,
  "site-seo#sitemapXml": PUBLIC_READ,
  "site-seo#sitemapFileXml": PUBLIC_READ,
  "site-seo#robotsTxt": PUBLIC_READ,
  "viewing-calendar#viewingCalendarOf": "a realtor's private calendar feed: the secret in its address is the check, and a wrong or replaced one is not found",
  "enquiry-inbox#unreadEnquiryCount": "the header's count of one's own unread enquiries: answers null (not a refusal) to whoever lacks enquiriesOwn",
  "database-test#runDatabaseTests": "every signed-in user's Database test page: each probe is skipped (not refused) without its permission",
  "branding#brandingPreviewFor": "a draft's preview shown to its owner only: answers null to anyone else, and the page shows the stored branding",
  "enquiry-consent#newConsentToken": PURE,
  "enquiry-consent#consentWithdrawalPath": PURE,
  "enquiry-consent#consentState": "the buyer's withdrawal page: the mailed token is the check",
  "enquiry-consent#withdrawConsent": "the buyer's withdrawal: the mailed token is the check",
  "enquiries#visitorKey": PURE,
  "enquiries#submitEnquiry": "the public enquiry form: a visitor's own message to the site's owner",
  "enquiry-routing#routeMasterSiteEnquiry": "runs inside the public enquiry form's transaction: no actor, master's rule decides",
  "enquiry-inbox#respondedAt": PURE,
  "enquiry-response-time#scanResponseTimes": "the scheduled response-time scan, a system job: no actor",
  "enquiry-response-time#sendResponseTimeMail": "the mail job of a reminder or escalation the scan claimed: no actor",
  "enquiry-tasks#scanTaskDigests": "the scheduled morning digest scan, a system job: no actor",
  "enquiry-tasks#sendTaskDigest": "the mail job of a digest the scan claimed: no actor",
  "public-projects#countListedProjects": PUBLIC_READ,
  "public-projects#listFeaturedProjects": PUBLIC_READ,
  "public-projects#listProjectGroups": PUBLIC_READ,
  "public-projects#listShortlistedProjects": PUBLIC_READ,
  "project-search#searchListedProjects": PUBLIC_READ,
  "project-search#mapListedProjects": PUBLIC_READ,
  "project-search#listedProjectIdsMatching": PUBLIC_READ,
  "buyer-alerts#alertConfirmPath": PURE,
  "buyer-alerts#alertUnsubscribePath": PURE,
  "buyer-alerts#subscribeToAlert": "a buyer's public alert form on a site, like an enquiry: no account",
  "buyer-alerts#confirmAlert": "the buyer's double opt-in link: the mailed token is the check",
  "buyer-alerts#unsubscribeFromAlert": "the buyer's one-click unsubscribe: the mailed token is the check",
  "buyer-alerts#scanDueAlerts": "the scheduled daily alert scan, a system job: no actor",
  "buyer-alerts#sendAlertMail": "the mail job of an alert the scan claimed: no actor",
  "public-blogs#listPublishedPosts": PUBLIC_READ,
  "public-blogs#getBlogIndexPage": PUBLIC_READ,
  "public-blogs#getPublishedPost": PUBLIC_READ,
  "public-blogs#listRelatedProjects": PUBLIC_READ,
  "public-realtors#getPublicRealtorProfile": PUBLIC_READ,
  "public-realtors#listLeaderTeam": PUBLIC_READ,
  "public-project-page#getProjectPage": "a visitor's read; an unlisted project is shown to projectViewing only, answering null otherwise",
  "public-project-page#getProjectPricing": PUBLIC_READ,
  "public-project-page#calculatorUnitTypes": PURE,
  "stamp-duty-rates#currentStampDutyRates": PUBLIC_READ,
  "blog-posts#renderMissingPostBodies": JOB,
  "unused-uploads#sweepUnusedUploads": JOB,
  "personal-data/build-export#buildPersonalDataExport": "the export job's work for a request its realtor made (requestPersonalDataExport checks them): no actor",
  "personal-data/build-export#failPersonalDataExport": JOB,
  "personal-data/build-export#expirePersonalDataExport": JOB,
  "personal-data/build-export#personalDataDownloadPath": PURE,
  "job-queue-status#jobQueueMetrics": "the /metrics scrape's job counts: numbers only, behind the metrics token or loopback",
  "profile#isUploadIn": PURE,
  "database-health#pingDatabase": HEALTH,
  "database-health#appliedMigrations": HEALTH,
  "database-health#databaseReadiness": HEALTH,
  "accounts/return-site#findReturnSite": ACCOUNT_FLOW,
  "accounts/auth-forwarding#callAuthEndpoint": "forwards one request to better-auth, which checks the session or credentials it carries",
  "accounts/auth-forwarding#errorMessageOf": PURE,
  "accounts/auth-forwarding#forwardingFrom": PURE,
  "accounts/account-links#newPasswordLink": PURE,
  "accounts/account-links#resetCallbackPath": PURE,
  "accounts/account-links#returnSiteOfResetUrl": PURE,
  "accounts/account-links#siteHomeUrl": PURE,
  "accounts/account-links#siteLoginUrl": PURE,
  "accounts/allowed-domains#checkAllowedDomains": ACCOUNT_FLOW,
  "accounts/allowed-domains#checkRealtorApproved": ACCOUNT_FLOW,
  "accounts/password-reset#requestPasswordReset": ACCOUNT_FLOW,
  "accounts/password-reset#describeResetToken": ACCOUNT_FLOW,
  "accounts/password-reset#completePasswordReset": ACCOUNT_FLOW,
  "accounts/site-sign-in#signInOnSite": ACCOUNT_FLOW,
  "accounts/site-sign-in#signInToAdminPortal": ACCOUNT_FLOW,
  "accounts/attempt-limits#accountSubject": PURE,
  "accounts/attempt-limits#secondsUntilAllowed": ACCOUNT_FLOW,
  "accounts/attempt-limits#longestWait": ACCOUNT_FLOW,
  "accounts/attempt-limits#recordAttempts": ACCOUNT_FLOW,
  "accounts/attempt-limits#clearAttempts": ACCOUNT_FLOW,
  "accounts/live-site-hosts#listLiveSiteHosts": "the hosts a session may hold on (trusted origins, the TLS ask): host names only",
  "accounts/live-site-hosts#realtorsOfHost": PURE,
  "accounts/live-site-hosts#isLiveSiteHost": "whether a host is a live site (trusted origins, the TLS ask): yes or no only",
  "accounts/password-sign-in#signInWithPassword": ACCOUNT_FLOW,
  "accounts/password-sign-in#signOut": ACCOUNT_FLOW,
  "accounts/sign-in-devices#deviceCookieName": PURE,
  "accounts/sign-in-devices#newDeviceCookieValue": PURE,
  "accounts/sign-in-devices#deviceNonceOf": PURE,
  "accounts/sign-in-devices#signInCounters": ACCOUNT_FLOW,
  "accounts/session-rules#checkSessionRules": ACCOUNT_FLOW,
  "accounts/list-signup-options#listSignUpAgencies": "the public sign-up form's choices",
  "accounts/list-signup-options#listAgencyLeaders": "the public sign-up form's choices",
  "accounts/list-signup-options#listAllActiveLeaders": "the public sign-up form's choices",
  "accounts/register-realtor#registerRealtor": ACCOUNT_FLOW,
  "accounts/register-realtor#registrationErrorField": PURE,
};

/** errors.ts holds the error types and the reading of database errors: no reads or writes of its own. */
const EXEMPT_MODULES: Record<string, string> = {
  errors: "the error types and the reading of database errors: nothing read or written",
};

/** Every exported function (classes aside) of every service module, as 'module#name'. */
async function exportedServiceFunctions(): Promise<Map<string, unknown>> {
  const files = readdirSync(SERVICES_DIR, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.split(path.sep).includes("internal"))
    .sort();
  const found = new Map<string, unknown>();
  for (const file of files) {
    const module = file.slice(0, -".ts".length).split(path.sep).join("/");
    if (module in EXEMPT_MODULES) continue;
    const exports = (await import(path.join(SERVICES_DIR, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(exports)) {
      // Error classes are types, not calls.
      if (typeof value === "function" && !Function.prototype.toString.call(value).startsWith("class")) found.set(`${module}#${name}`, value);
    }
  }
  return found;
}

let services: TestServices;
let actors: Record<Role, Actor>;
/** A session whose role the matrix does not know: it holds no permission. */
let visitor: Actor;
const ids = {} as {
  project: { id: string; slug: string };
  building: string;
  unitType: string;
  agency: string;
  agentRealtor: string;
  leaderRealtor: string;
  agentPost: string;
  leaderEnquiry: string;
  admin2ic: string;
  sitePermission: string;
  /** Real rows, so a refusal that is only a "not found" of a made-up id cannot pass for a check. */
  facility: string;
  school: string;
  override: string;
};

/** One refusal: who is refused (every role lacking the permission, or the actors given) and the call. */
interface Refusal {
  /** The permission the function asks for: every role without it is tried, and a role the matrix does not know. */
  permission?: Permission;
  /** Or the actors refused a row that is not theirs. */
  actors?: () => Actor[];
  call: (actor: Actor) => unknown;
}

const text = (value: string) => new File([value], "upload.txt", { type: "text/plain" });

const REFUSALS: Record<string, Refusal> = {
  "dashboards#platformCounts": { permission: "adminDashboard", call: (a) => call("dashboards", "platformCounts", services, a) },
  "dashboards#latestAuditEntries": { permission: "platformActivity", call: (a) => call("dashboards", "latestAuditEntries", services, a) },
  "dashboards#realtorDashboard": { permission: "realtorDashboard", call: (a) => call("dashboards", "realtorDashboard", services, a) },
  "realtor-approvals#listPendingRealtors": { permission: "approvalViewing", call: (a) => call("realtor-approvals", "listPendingRealtors", services, a) },
  "realtor-approvals#approveRealtor": { permission: "realtorApproval", call: (a) => call("realtor-approvals", "approveRealtor", services, a, { id: ids.agentRealtor }) },
  "realtor-approvals#rejectRealtor": { permission: "realtorApproval", call: (a) => call("realtor-approvals", "rejectRealtor", services, a, { id: ids.agentRealtor, reason: "No" }) },
  "agencies#agencyStats": { permission: "agencyManagement", call: (a) => call("agencies", "agencyStats", services, a) },
  "agencies#listAgencies": { permission: "agencyManagement", call: (a) => call("agencies", "listAgencies", services, a, { page: 1, q: "", sort: "name", dir: "asc", tab: "all" }) },
  "agencies#listPendingAgencies": { permission: "agencyManagement", call: (a) => call("agencies", "listPendingAgencies", services, a) },
  "agencies#createAgency": { permission: "agencyManagement", call: (a) => call("agencies", "createAgency", services, a, { name: "Refused Realty", licenceNumber: "L3010999A", status: "active" }) },
  "agencies#updateAgency": { permission: "agencyManagement", call: (a) => call("agencies", "updateAgency", services, a, { id: ids.agency, name: "Renamed Realty" }) },
  "agencies#deleteAgency": { permission: "agencyManagement", call: (a) => call("agencies", "deleteAgency", services, a, { id: ids.agency }) },
  "agencies#listAgencyTeam": { permission: "agencyManagement", call: (a) => call("agencies", "listAgencyTeam", services, a, { id: ids.agency }) },
  "agency-approvals#decideAgency": { permission: "agencyApproval", call: (a) => call("agency-approvals", "decideAgency", services, a, "reject", { id: ids.agency, reason: "No" }) },
  "projects/project-facilities#getProjectFacilities": { permission: "projectManagement", call: (a) => call("projects/project-facilities", "getProjectFacilities", services, a, { slug: ids.project.slug }) },
  "projects/project-facilities#addProjectFacility": { permission: "projectManagement", call: (a) => call("projects/project-facilities", "addProjectFacility", services, a, { projectId: ids.project.id, facilityId: ids.facility }) },
  "projects/project-facilities#removeProjectFacility": { permission: "projectManagement", call: (a) => call("projects/project-facilities", "removeProjectFacility", services, a, { projectId: ids.project.id, facilityId: ids.facility }) },
  "projects/project-facilities#saveFacilityDetails": { permission: "projectManagement", call: (a) => call("projects/project-facilities", "saveFacilityDetails", services, a, { projectId: ids.project.id, facilityId: ids.facility, details: "x" }) },
  "projects/project-editor#getEditableProject": { permission: "projectManagement", call: (a) => call("projects/project-editor", "getEditableProject", services, a, { id: ids.project.id }) },
  "projects/project-csv#projectsCsvExport": { permission: "projectManagement", call: (a) => call("projects/project-csv", "projectsCsvExport", services, a, "2026-01-01") },
  "projects/project-csv#projectsCsvTemplate": { permission: "projectManagement", call: (a) => call("projects/project-csv", "projectsCsvTemplate", services, a) },
  "projects/project-csv#importProjectsCsv": { permission: "projectManagement", call: (a) => call("projects/project-csv", "importProjectsCsv", services, a, { file: text("slug\n"), dryRun: false }) },
  "projects/slug-availability#isSlugAvailable": { permission: "projectManagement", call: (a) => call("projects/slug-availability", "isSlugAvailable", services, a, { slug: "free-slug" }) },
  "projects/station-proposals#proposeStations": { permission: "projectManagement", call: (a) => call("projects/station-proposals", "proposeStations", services, a, { projectId: ids.project.id }) },
  "projects/station-proposals#acceptStationProposals": { permission: "projectManagement", call: (a) => call("projects/station-proposals", "acceptStationProposals", services, a, { projectId: ids.project.id, stationIds: ["orchard-mrt-station"] }) },
  "projects/delete-project#deleteProject": { permission: "projectManagement", call: (a) => call("projects/delete-project", "deleteProject", services, a, { id: ids.project.id }) },
  "site-analytics#siteAnalytics": { actors: () => [actors.admin1ic, actors.admin2ic, actors.agent, visitor], call: (a) => call("site-analytics", "siteAnalytics", services, a, { days: 7, site: "master" }) },
  "projects/project-analytics#projectAnalytics": { permission: "projectManagement", call: (a) => call("projects/project-analytics", "projectAnalytics", services, a) },
  "projects/save-project#createProject": { permission: "projectManagement", call: (a) => call("projects/save-project", "createProject", services, a, { name: "Refused", slug: "refused", buildings: [], images: [] }) },
  "projects/save-project#updateProject": { permission: "projectManagement", call: (a) => call("projects/save-project", "updateProject", services, a, { id: ids.project.id, name: "Refused", slug: ids.project.slug, buildings: [], images: [] }) },
  "projects/stakeholders#listStakeholders": { permission: "projectManagement", call: (a) => call("projects/stakeholders", "listStakeholders", services, a, "developers") },
  "projects/stakeholders#createStakeholder": { permission: "projectManagement", call: (a) => call("projects/stakeholders", "createStakeholder", services, a, "developers", { name: "Refused Developer" }) },
  "projects/facility-options#createFacilityOption": { permission: "projectManagement", call: (a) => call("projects/facility-options", "createFacilityOption", services, a, { name: "Refused Pool", category: "recreation" }) },
  "projects/facility-options#updateFacilityOption": { permission: "projectManagement", call: (a) => call("projects/facility-options", "updateFacilityOption", services, a, { id: ids.facility, name: "Refused Pool" }) },
  "projects/facility-options#deleteFacilityOption": { permission: "projectManagement", call: (a) => call("projects/facility-options", "deleteFacilityOption", services, a, { id: ids.facility }) },
  "projects/buildings#createBuilding": { permission: "projectManagement", call: (a) => call("projects/buildings", "createBuilding", services, a, { projectId: ids.project.id, buildingNumber: 99, postalCode: "123456" }) },
  "projects/buildings#updateBuilding": { permission: "projectManagement", call: (a) => call("projects/buildings", "updateBuilding", services, a, { id: ids.building, buildingNumber: 98, postalCode: "123456" }) },
  "projects/buildings#deleteBuilding": { permission: "projectManagement", call: (a) => call("projects/buildings", "deleteBuilding", services, a, { id: ids.building }) },
  "projects/project-files#uploadProjectFile": { permission: "projectManagement", call: (a) => call("projects/project-files", "uploadProjectFile", services, a, { target: "brochure", projectId: ids.project.id, file: text("%PDF-1.4") }) },
  "projects/project-location#getProjectLocation": { permission: "projectManagement", call: (a) => call("projects/project-location", "getProjectLocation", services, a, { slug: ids.project.slug }) },
  "projects/project-location#saveLocationEntry": { permission: "projectManagement", call: (a) => call("projects/project-location", "saveLocationEntry", services, a, "schools", { projectId: ids.project.id, name: "Refused School" }) },
  "projects/project-location#deleteLocationEntry": { permission: "projectManagement", call: (a) => call("projects/project-location", "deleteLocationEntry", services, a, "schools", { id: ids.school }) },
  "projects/project-list#listProjects": { permission: "projectManagement", call: (a) => call("projects/project-list", "listProjects", services, a, { page: 1, q: "", sort: "name", dir: "asc", tab: "all" }) },
  "projects/unit-types#getUnitMix": { permission: "projectManagement", call: (a) => call("projects/unit-types", "getUnitMix", services, a, { slug: ids.project.slug }) },
  "projects/unit-types#createUnitType": { permission: "projectManagement", call: (a) => call("projects/unit-types", "createUnitType", services, a, { projectId: ids.project.id, name: "Refused" }) },
  "projects/unit-types#updateUnitType": { permission: "projectManagement", call: (a) => call("projects/unit-types", "updateUnitType", services, a, { id: ids.unitType, name: "Refused" }) },
  "projects/unit-types#deleteUnitType": { permission: "projectManagement", call: (a) => call("projects/unit-types", "deleteUnitType", services, a, { id: ids.unitType }) },
  "projects/site-plan#getSitePlan": { permission: "projectManagement", call: (a) => call("projects/site-plan", "getSitePlan", services, a, { slug: ids.project.slug }) },
  "projects/site-plan#saveSitePlan": { permission: "projectManagement", call: (a) => call("projects/site-plan", "saveSitePlan", services, a, { projectId: ids.project.id, markers: [] }) },
  "projects/unit-inventory#getBlockInventory": { permission: "projectManagement", call: (a) => call("projects/unit-inventory", "getBlockInventory", services, a, { slug: ids.project.slug }) },
  "projects/unit-inventory#changeUnits": { permission: "projectManagement", call: (a) => call("projects/unit-inventory", "changeUnits", services, a, { buildingId: ids.building, unitIds: [], stack: "01", status: "sold" }) },
  "projects/price-list-csv#priceListCsvExport": { permission: "projectManagement", call: (a) => call("projects/price-list-csv", "priceListCsvExport", services, a, { slug: ids.project.slug, day: "2026-01-01" }) },
  "projects/price-list-csv#priceListCsvTemplate": { permission: "projectManagement", call: (a) => call("projects/price-list-csv", "priceListCsvTemplate", services, a, { slug: ids.project.slug }) },
  "projects/price-list-csv#importPriceList": {
    permission: "projectManagement",
    call: (a) => call("projects/price-list-csv", "importPriceList", services, a, { slug: ids.project.slug, file: text("block,stack,floor,unit_type,size_sqft,price,status\n1,01,2,X,700,1000000,sold\n"), dryRun: false }),
  },
  "site-management#siteCounts": { permission: "siteManagement", call: (a) => call("site-management", "siteCounts", services, a) },
  "site-management#systemOverview": { permission: "siteManagement", call: (a) => call("site-management", "systemOverview", services, a) },
  "site-management#listSiteIndexing": { permission: "siteManagement", call: (a) => call("site-management", "listSiteIndexing", services, a, { page: 1, q: "", tab: "all" }) },
  "site-management#setSiteIndexing": { permission: "siteManagement", call: (a) => call("site-management", "setSiteIndexing", services, a, { id: ids.sitePermission, allowIndexing: false }) },
  "site-validation#validateSite": { permission: "siteManagement", call: (a) => call("site-validation", "validateSite", services, a, { id: ids.sitePermission }) },
  "site-validation#validateSiteBatch": { permission: "siteManagement", call: (a) => call("site-validation", "validateSiteBatch", services, a, { ids: [ids.sitePermission] }) },
  "enquiry-inbox#listEnquiries": { permission: "enquiryInbox", call: (a) => call("enquiry-inbox", "listEnquiries", services, a, { page: 1, q: "", sort: "received", dir: "desc", tab: "all" }) },
  "enquiry-inbox#enquiryStats": { permission: "enquiryInbox", call: (a) => call("enquiry-inbox", "enquiryStats", services, a) },
  "enquiry-inbox#enquiryProjects": { permission: "enquiryInbox", call: (a) => call("enquiry-inbox", "enquiryProjects", services, a) },
  "enquiry-inbox#openEnquiry": { actors: () => [actors.agent, visitor], call: (a) => call("enquiry-inbox", "openEnquiry", services, a, { id: ids.leaderEnquiry }) },
  // The leader's own enquiry: administrators read it but only its owner answers it; an agent does not see it.
  "enquiry-inbox#changeEnquiryStage": { actors: () => [actors.master, actors.admin2ic, actors.agent, visitor], call: (a) => call("enquiry-inbox", "changeEnquiryStage", services, a, { id: ids.leaderEnquiry, stage: "lost", lostReason: "Refused" }) },
  "enquiry-inbox#enquiryBoard": { permission: "enquiryInbox", call: (a) => call("enquiry-inbox", "enquiryBoard", services, a) },
  "enquiry-inbox#enquiriesForToday": { permission: "enquiryInbox", call: (a) => call("enquiry-inbox", "enquiriesForToday", services, a) },
  "enquiry-inbox#inboxScope": { permission: "enquiryInbox", call: (a) => call("enquiry-inbox", "inboxScope", services.db, a) },
  "enquiry-inbox#lockForChange": { actors: () => [actors.agent, visitor], call: (a) => call("enquiry-inbox", "lockForChange", services.db, a, ids.leaderEnquiry) },
  // A leader's own-site enquiry: an agent does not see it; administrators see it but may give away only the master site's.
  "enquiry-assignment#enquiryOwnerChoices": { actors: () => [actors.agent, visitor], call: (a) => call("enquiry-assignment", "enquiryOwnerChoices", services, a, { id: ids.leaderEnquiry }) },
  "enquiry-assignment#assignEnquiry": { actors: () => [actors.master, actors.admin2ic, actors.agent, visitor], call: (a) => call("enquiry-assignment", "assignEnquiry", { ...services, config: { appUrl: "http://localhost:3000" } }, a, { id: ids.leaderEnquiry, ownerId: ids.agentRealtor }) },
  "enquiry-replies#replyToEnquiry": { actors: () => [actors.master, actors.admin2ic, actors.agent, visitor], call: (a) => call("enquiry-replies", "replyToEnquiry", services, a, { id: ids.leaderEnquiry, reply: "Refused" }) },
  "viewing-changes#rescheduleViewing": { actors: () => [actors.master, actors.admin2ic, actors.agent, visitor], call: (a) => call("viewing-changes", "rescheduleViewing", services, a, { id: ids.leaderEnquiry, preferredDate: "2026-12-20", preferredTime: "10:00" }) },
  "viewing-changes#cancelViewing": { actors: () => [actors.master, actors.admin2ic, actors.agent, visitor], call: (a) => call("viewing-changes", "cancelViewing", services, a, { id: ids.leaderEnquiry }) },
  "enquiry-replies#logContactAttempt": { actors: () => [actors.master, actors.admin2ic, actors.agent, visitor], call: (a) => call("enquiry-replies", "logContactAttempt", services, a, { id: ids.leaderEnquiry, channel: "call" }) },
  "enquiry-response-time#getResponseTimeTarget": { permission: "responseTimeTarget", call: (a) => call("enquiry-response-time", "getResponseTimeTarget", services, a) },
  "enquiry-response-time#saveResponseTimeTarget": { permission: "responseTimeTarget", call: (a) => call("enquiry-response-time", "saveResponseTimeTarget", services, a, { targetMinutes: 30, days: [1], opens: "09:00", closes: "18:00" }) },
  "enquiry-response-time#teamResponseTimes": { permission: "responseTimeTarget", call: (a) => call("enquiry-response-time", "teamResponseTimes", services, a) },
  "enquiry-tasks#listEnquiryTasks": { permission: "enquiryTasks", call: (a) => call("enquiry-tasks", "listEnquiryTasks", services, a, { id: ids.leaderEnquiry }) },
  "enquiry-tasks#addEnquiryTask": { permission: "enquiryTasks", call: (a) => call("enquiry-tasks", "addEnquiryTask", services, a, { id: ids.leaderEnquiry, kind: "call-back", due: new Date() }) },
  "enquiry-tasks#completeEnquiryTask": { permission: "enquiryTasks", call: (a) => call("enquiry-tasks", "completeEnquiryTask", services, a, { taskId: ids.leaderEnquiry }) },
  "enquiry-tasks#deleteEnquiryTask": { permission: "enquiryTasks", call: (a) => call("enquiry-tasks", "deleteEnquiryTask", services, a, { taskId: ids.leaderEnquiry }) },
  "buyer-alerts#runDueAlertsNow": { permission: "buyerAlertsRun", call: (a) => call("buyer-alerts", "runDueAlertsNow", services, a) },
  "enquiry-tasks#tasksDueToday": { permission: "enquiryTasks", call: (a) => call("enquiry-tasks", "tasksDueToday", services, a) },
  "enquiry-routing#getEnquiryRouting": { permission: "enquiryRouting", call: (a) => call("enquiry-routing", "getEnquiryRouting", services, a) },
  "enquiry-routing#saveEnquiryRouting": { permission: "enquiryRouting", call: (a) => call("enquiry-routing", "saveEnquiryRouting", services, a, { roundRobin: false }) },
  "enquiry-inbox#addEnquiryNote": { actors: () => [actors.master, actors.admin2ic, actors.agent, visitor], call: (a) => call("enquiry-inbox", "addEnquiryNote", services, a, { id: ids.leaderEnquiry, note: "Refused" }) },
  "enquiry-inbox#eraseEnquiry": { actors: () => [actors.agent, visitor], call: (a) => call("enquiry-inbox", "eraseEnquiry", services, a, { id: ids.leaderEnquiry }) },
  "enquiry-inbox#enquiriesForExport": { permission: "enquiryInbox", call: (a) => call("enquiry-inbox", "enquiriesForExport", services, a, { q: "", sort: "received", dir: "desc", tab: "all" }) },
  "viewing-calendar#hasViewingCalendarFeed": { permission: "viewingCalendar", call: (a) => call("viewing-calendar", "hasViewingCalendarFeed", services, a) },
  "viewing-calendar#newViewingCalendarFeed": { permission: "viewingCalendar", call: (a) => call("viewing-calendar", "newViewingCalendarFeed", services, a, "http://localhost:3000") },
  "viewing-calendar#listWeekViewings": { permission: "viewingCalendar", call: (a) => call("viewing-calendar", "listWeekViewings", services, a, { monday: "2026-11-30", days: ["2026-11-30", "2026-12-06"] }) },
  "admin-users#listAdminUsers": { permission: "adminUserViewing", call: (a) => call("admin-users", "listAdminUsers", services, a) },
  "admin-users#createAdminUser": { permission: "adminManagement", call: (a) => call("admin-users", "createAdminUser", services, a, { fullName: "Refused Admin", email: "refused@demo.sg", role: "admin2ic" }) },
  "admin-users#resendAdminInvite": { permission: "adminManagement", call: (a) => call("admin-users", "resendAdminInvite", services, a, { id: ids.admin2ic }) },
  "admin-users#updateAdminUser": { permission: "adminManagement", call: (a) => call("admin-users", "updateAdminUser", services, a, { id: ids.admin2ic, fullName: "Renamed", role: "admin1ic" }) },
  "admin-users#deleteAdminUser": { permission: "adminManagement", call: (a) => call("admin-users", "deleteAdminUser", services, a, { id: ids.admin2ic }) },
  "outbox#readDevMailbox": { permission: "devMailbox", call: (a) => call("outbox", "readDevMailbox", services.db, a) },
  "stamp-duty-rates#listRateVersions": { permission: "stampDutyRates", call: (a) => call("stamp-duty-rates", "listRateVersions", services.db, a) },
  "stamp-duty-rates#updateStampDutyRates": { permission: "stampDutyRates", call: (a) => call("stamp-duty-rates", "updateStampDutyRates", services.db, a, {}) },
  "blog-posts#listPosts": { permission: "postsOwn", call: (a) => call("blog-posts", "listPosts", services, a, { page: 1, q: "", sort: "updated", dir: "desc", tab: "mine" }) },
  "blog-posts#postStats": { permission: "postsOwn", call: (a) => call("blog-posts", "postStats", services, a) },
  "blog-posts#getOwnPost": { actors: () => [actors.master, actors.leader, visitor], call: (a) => call("blog-posts", "getOwnPost", services, a, { id: ids.agentPost }) },
  "blog-posts#postProjectChoices": { permission: "postsOwn", call: (a) => call("blog-posts", "postProjectChoices", services, a) },
  "blog-posts#savePost": { actors: () => [actors.master, actors.leader, visitor], call: (a) => call("blog-posts", "savePost", services, a, { id: ids.agentPost, title: "Refused", slug: "refused", body: "Refused", projectIds: [] }, "draft") },
  "blog-posts#publishPost": { actors: () => [actors.master, actors.leader, visitor], call: (a) => call("blog-posts", "publishPost", services, a, { id: ids.agentPost }) },
  // Anyone's post comes off the sites for postsUnpublishAny only; the agent's post is not the leader's.
  "blog-posts#unpublishPost": { actors: () => [actors.leader, visitor], call: (a) => call("blog-posts", "unpublishPost", services, a, { id: ids.agentPost }) },
  "blog-posts#deletePost": { actors: () => [actors.master, actors.leader, visitor], call: (a) => call("blog-posts", "deletePost", services, a, { id: ids.agentPost }) },
  "admin-overrides#createOverride": { permission: "adminOverride", call: (a) => call("admin-overrides", "createOverride", services, a, { overrideType: "system_config", reason: "Refused", durationMinutes: 60 }) },
  "admin-overrides#listActiveOverrides": { permission: "adminOverride", call: (a) => call("admin-overrides", "listActiveOverrides", services, a) },
  "admin-overrides#endOverride": { permission: "adminOverride", call: (a) => call("admin-overrides", "endOverride", services, a, { id: ids.override }) },
  "admin-overrides#clearOverrides": { permission: "adminOverride", call: (a) => call("admin-overrides", "clearOverrides", services, a) },
  // One's own profile: an account that is not there reads and changes nothing.
  "profile#getOwnProfile": { actors: () => [ghostActor("agent"), ghostActor("master")], call: (a) => call("profile", "getOwnProfile", services, a) },
  "profile#updatePersonalInfo": { actors: () => [ghostActor("agent"), ghostActor("master")], call: (a) => call("profile", "updatePersonalInfo", services, a, { fullName: "Refused", phoneNumber: "9123 4567" }) },
  "profile#updateProfessionalInfo": { permission: "realtorProfile", call: (a) => call("profile", "updateProfessionalInfo", services, a, { bio: "Refused" }) },
  "profile#updateContactInfo": { actors: () => [ghostActor("agent"), ghostActor("master")], call: (a) => call("profile", "updateContactInfo", services, a, { email: "refused@demo.sg" }) },
  "profile#updateAvatar": { permission: "realtorProfile", call: (a) => call("profile", "updateAvatar", services, a, { avatar: text("x") }) },
  "profile#changeOwnPassword": {
    actors: () => [actors.agent, actors.master],
    call: (a) =>
      call("profile", "changeOwnPassword", { ...services, forwarding: { auth: services.auth, request: new Request("http://localhost:3000/") } }, a, {
        currentPassword: "password123",
        newPassword: "refused-password-1",
        confirmPassword: "refused-password-1",
      }),
  },
  "branding#getBrandingEditor": { permission: "brandingEditing", call: (a) => call("branding", "getBrandingEditor", services, a) },
  "branding#saveBranding": { permission: "brandingEditing", call: (a) => call("branding", "saveBranding", services, a, { siteName: "Refused" }) },
  "branding#deleteBranding": { permission: "brandingEditing", call: (a) => call("branding", "deleteBranding", services, a) },
  "branding#uploadLogo": { permission: "brandingEditing", call: (a) => call("branding", "uploadLogo", services, a, { logo: text("x") }) },
  "branding#storeBrandingPreview": { permission: "brandingEditing", call: (a) => call("branding", "storeBrandingPreview", services, a, { siteName: "Refused" }) },
  "audit-export#realtorLogExport": { permission: "auditExporting", call: (a) => call("audit-export", "realtorLogExport", services, a, { page: 1 }, "2026-01-01") },
  "audit-export#adminLogExport": { permission: "auditExporting", call: (a) => call("audit-export", "adminLogExport", services, a, { page: 1 }, "2026-01-01") },
  "audit-trail#auditStats": { permission: "auditViewing", call: (a) => call("audit-trail", "auditStats", services, a) },
  "audit-trail#listAuditEntries": { permission: "auditViewing", call: (a) => call("audit-trail", "listAuditEntries", services, a, { page: 1 }) },
  "audit-trail#auditFilterOptions": { permission: "auditViewing", call: (a) => call("audit-trail", "auditFilterOptions", services, a) },
  "audit-trail#auditEntriesForExport": { permission: "auditExporting", call: (a) => call("audit-trail", "auditEntriesForExport", services, a, { page: 1 }) },
  "audit-trail#listAdminAuditEntries": { permission: "auditViewing", call: (a) => call("audit-trail", "listAdminAuditEntries", services, a, { page: 1 }) },
  "audit-trail#adminAuditEntriesForExport": { permission: "auditExporting", call: (a) => call("audit-trail", "adminAuditEntriesForExport", services, a, { page: 1 }) },
  "system-diagnostics#systemDiagnostics": { permission: "systemDiagnostics", call: (a) => call("system-diagnostics", "systemDiagnostics", services, a) },
  "system-diagnostics#clearCaches": { permission: "systemAdmin", call: (a) => call("system-diagnostics", "clearCaches", a) },
  "system-diagnostics#sendTestMail": { permission: "systemAdmin", call: (a) => call("system-diagnostics", "sendTestMail", services, a) },
  "accounts/invite-user#inviteUser": { permission: "userManagement", call: (a) => call("accounts/invite-user", "inviteUser", { ...services, appUrl: "http://localhost:3000" }, a, { userId: ids.admin2ic }) },
  "realtors/update-realtor#updateRealtor": { permission: "userManagement", call: (a) => call("realtors/update-realtor", "updateRealtor", services, a, { id: ids.agentRealtor, fullName: "Refused" }) },
  "realtors/delete-realtor#checkRealtorDeletion": { permission: "realtorDeletion", call: (a) => call("realtors/delete-realtor", "checkRealtorDeletion", services, a, { id: ids.agentRealtor }) },
  "realtors/delete-realtor#deleteRealtorPermanently": { permission: "realtorDeletion", call: (a) => call("realtors/delete-realtor", "deleteRealtorPermanently", services, a, { id: ids.agentRealtor }) },
  "realtors/realtor-domains#fixRealtorDomain": { permission: "userManagement", call: (a) => call("realtors/realtor-domains", "fixRealtorDomain", services, a, { id: ids.agentRealtor }) },
  "realtors/realtor-domains#reactivateRealtorDomain": { permission: "userManagement", call: (a) => call("realtors/realtor-domains", "reactivateRealtorDomain", services, a, { id: ids.agentRealtor }) },
  "realtors/suspend-realtor#suspendRealtor": { permission: "realtorSuspension", call: (a) => call("realtors/suspend-realtor", "suspendRealtor", services, a, { id: ids.agentRealtor }) },
  "realtors/suspend-realtor#softDeleteRealtor": { permission: "realtorSuspension", call: (a) => call("realtors/suspend-realtor", "softDeleteRealtor", services, a, { id: ids.agentRealtor }) },
  "realtors/suspend-realtor#unsuspendRealtor": { permission: "realtorSuspension", call: (a) => call("realtors/suspend-realtor", "unsuspendRealtor", services, a, { id: ids.agentRealtor }) },
  "realtors/list-realtors#realtorStats": { permission: "userManagement", call: (a) => call("realtors/list-realtors", "realtorStats", services, a) },
  "realtors/list-realtors#listRealtors": { permission: "userManagement", call: (a) => call("realtors/list-realtors", "listRealtors", services, a, { page: 1, q: "", kind: "agent", tab: "all", sort: "name", dir: "asc" }) },
  "realtors/list-realtors#listRealtorFormOptions": { permission: "userManagement", call: (a) => call("realtors/list-realtors", "listRealtorFormOptions", services, a) },
  "realtors/add-realtor#addRealtor": { permission: "userManagement", call: (a) => call("realtors/add-realtor", "addRealtor", services, a, { fullName: "Refused Agent", email: "refused-agent@demo.sg", isLeader: true, agencyId: ids.agency }) },
  "realtors/bulk-realtors#bulkUnsuspendRealtors": { permission: "realtorSuspension", call: (a) => call("realtors/bulk-realtors", "bulkUnsuspendRealtors", services, a, { realtorIds: [ids.agentRealtor] }) },
  "personal-data/export-requests#latestPersonalDataExport": { permission: "personalDataExport", call: (a) => call("personal-data/export-requests", "latestPersonalDataExport", services, a) },
  "personal-data/export-requests#requestPersonalDataExport": { permission: "personalDataExport", call: (a) => call("personal-data/export-requests", "requestPersonalDataExport", services, a) },
  "personal-data/export-requests#readPersonalDataArchive": { permission: "personalDataExport", call: (a) => call("personal-data/export-requests", "readPersonalDataArchive", services, a, ids.agentRealtor) },
  "personal-data/erase-personal-data#checkPersonalDataErasure": { permission: "personalDataErasure", call: (a) => call("personal-data/erase-personal-data", "checkPersonalDataErasure", services, a, { id: ids.agentRealtor }) },
  "personal-data/erase-personal-data#erasePersonalData": { permission: "personalDataErasure", call: (a) => call("personal-data/erase-personal-data", "erasePersonalData", services, a, { id: ids.agentRealtor, posts: "remove", enquiries: "erase" }) },
  "job-queue-status#listJobQueues": { permission: "jobQueueViewing", call: (a) => call("job-queue-status", "listJobQueues", services, a) },
  "realtors/bulk-realtors#bulkReassignRealtors": { permission: "userManagement", call: (a) => call("realtors/bulk-realtors", "bulkReassignRealtors", services, a, { realtorIds: [ids.agentRealtor], newLeaderId: ids.leaderRealtor }) },
};

let functions: Map<string, unknown>;

/** Calls a service function by its module and name, with the arguments the test gives. */
function call(module: string, name: string, ...args: unknown[]): unknown {
  const fn = functions.get(`${module}#${name}`);
  if (typeof fn !== "function") throw new Error(`${module}#${name} is not an exported service function`);
  return (fn as (...values: unknown[]) => unknown)(...args);
}

/** What the call ends in: its error, or its value (an async iterable read far enough to run its check). */
async function outcome(run: () => unknown): Promise<unknown> {
  try {
    const value = await run();
    if (value && typeof value === "object" && Symbol.asyncIterator in value) {
      for await (const row of value as AsyncIterable<unknown>) return row;
    }
    return value;
  } catch (error) {
    return error;
  }
}

/** Every table's rows, hashed: a refused call leaves each exactly as it was. */
async function tableDigests(): Promise<Record<string, string>> {
  const tables = (
    (await services.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )) as unknown as { rows: { name: string }[] }
  ).rows.map((row) => row.name);
  const query = tables
    .map((table) => `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${table}" t`)
    .join(" union all ");
  const { rows } = (await services.db.execute(sql.raw(query))) as unknown as { rows: { name: string; digest: string }[] };
  return Object.fromEntries(rows.map((row) => [row.name, row.digest]));
}

/** Every role the matrix denies the permission, and a role it does not know. */
function refusedActors(refusal: Refusal): Actor[] {
  if (refusal.actors) return refusal.actors();
  const permission = refusal.permission!;
  return [...ROLES.filter((role) => !hasPermission(role, permission)).map((role) => actors[role]), visitor];
}

beforeAll(async () => {
  services = await createTestServices();
  actors = await demoActors(services.db);
  visitor = { ...actors.agent, role: "visitor" as Role };
  functions = await exportedServiceFunctions();
  const [project] = await services.db.select({ id: projects.id, slug: projects.slug }).from(projects).limit(1);
  const [building] = await services.db.select({ id: projectBuildings.id }).from(projectBuildings).limit(1);
  const [unitType] = await services.db.select({ id: unitTypes.id }).from(unitTypes).limit(1);
  const [agency] = await services.db.select({ id: agencies.id }).from(agencies).where(eq(agencies.status, "active")).limit(1);
  const [agentRealtor] = await services.db.select().from(realtors).where(eq(realtors.userId, actors.agent.id));
  const [leaderRealtor] = await services.db.select().from(realtors).where(eq(realtors.userId, actors.leader.id));
  const [admin2ic] = await services.db.select({ id: userProfiles.id }).from(userProfiles).where(eq(userProfiles.role, "admin2ic")).limit(1);
  const [sitePermission] = await services.db.select({ id: sitePermissions.id }).from(sitePermissions).limit(1);
  const [facility] = await services.db.select({ id: facilities.id }).from(facilities).limit(1);
  const [school] = await services.db.select({ id: nearbySchools.id }).from(nearbySchools).limit(1);
  const [override] = await services.db
    .insert(adminOverrides)
    .values({ adminUserId: actors.master.id, overrideType: "system_config", reason: "In force for the refusal test", durationMinutes: 60, expiresAt: new Date(Date.now() + 3_600_000) })
    .returning({ id: adminOverrides.id });
  let [agentPost] = await services.db.select({ id: blogs.id }).from(blogs).where(and(eq(blogs.userId, actors.agent.id), eq(blogs.isPublished, true))).limit(1);
  if (!agentPost) {
    [agentPost] = await services.db
      .insert(blogs)
      .values({ userId: actors.agent.id, title: "The agent's post", slug: "the-agents-post", body: "Body", isPublished: true, publishedAt: new Date() })
      .returning({ id: blogs.id });
  }
  const { id: leaderEnquiry } = await submitEnquiry(services, {
    site: { host: leaderRealtor.agentSiteUrl, realtorId: leaderRealtor.id, ownerName: leaderRealtor.fullName, ownerEmail: leaderRealtor.email },
    enquiry: enquirySchema.parse({ kind: "contact", name: "A Buyer", email: "buyer@example.com", phone: "9123 4567", message: "Call me", consent: "on" }),
    visitor: visitorKey("198.51.100.1", "secret"),
    siteOrigin: "http://leader.localhost:3000",
  });
  Object.assign(ids, {
    project,
    building: building.id,
    unitType: unitType.id,
    agency: agency.id,
    agentRealtor: agentRealtor.id,
    leaderRealtor: leaderRealtor.id,
    agentPost: agentPost.id,
    leaderEnquiry,
    admin2ic: admin2ic.id,
    sitePermission: sitePermission.id,
    facility: facility.id,
    school: school.id,
    override: override.id,
  });
});
afterAll(() => services.close());

describe("every exported service function refuses an actor who may not use it", () => {
  it("each one is called below or exempt with its reason, and neither list names a function that is gone", () => {
    const listed = new Set([...Object.keys(REFUSALS), ...Object.keys(EXEMPT)]);
    const unlisted = [...functions.keys()].filter((key) => !listed.has(key));
    expect(unlisted, "exported service functions with neither a refusal nor an exemption").toEqual([]);
    expect([...listed].filter((key) => !functions.has(key)), "entries for functions no module exports").toEqual([]);
    expect(Object.keys(REFUSALS).filter((key) => key in EXEMPT), "both refused and exempt").toEqual([]);
  });

  it.each(Object.keys(REFUSALS))("%s refuses with Forbidden or NotFound and changes no row", async (key) => {
    const refusal = REFUSALS[key];
    for (const actor of refusedActors(refusal)) {
      const before = await tableDigests();
      const result = await outcome(() => refusal.call(actor));
      expect(result instanceof ForbiddenError || result instanceof NotFoundError, `${key} as ${actor.role} (${actor.email}) answered ${String(result)}`).toBe(true);
      expect(await tableDigests(), `${key} as ${actor.role} changed a row`).toEqual(before);
    }
  });
});
