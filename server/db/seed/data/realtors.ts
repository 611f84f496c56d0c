import type { SiteBranding } from "../../../../app/domain/branding-read-models";

/** A demo realtor's saved look: no logo and no custom CSS. */
export type DemoBranding = Omit<SiteBranding, "logoUrl" | "customCss">;

export interface DemoRealtor {
  key: string;
  email: string;
  fullName: string;
  isLeader: boolean;
  agencyKey: string;
  /** Key of the leader an agent reports to; leaders report to themselves. */
  reportsTo: string | null;
  status: "active" | "pending" | "suspended";
  ceaNumber: string;
  site: string;
  slug: string;
  phoneNumber: string;
  whatsappNumber: string;
  yearsExperience: number;
  biography: string;
  specializations: string[];
  languagesSpoken: string[];
  wechatId: string | null;
  telegramHandle: string | null;
  linkedinUrl: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  portrait: string;
  allowIndexing: boolean;
  branding: DemoBranding | null;
  createdDaysAgo: number;
}

/** Two team leaders and four agents; leader@demo.sg and agent@demo.sg are the README's accounts. */
export const DEMO_REALTORS: readonly DemoRealtor[] = [
  {
    key: "rachel",
    email: "leader@demo.sg",
    fullName: "Rachel Tan",
    isLeader: true,
    agencyKey: "harbourline",
    reportsTo: null,
    status: "active",
    ceaNumber: "R482913",
    site: "leader.localhost",
    slug: "rachel-tan",
    phoneNumber: "+65 9123 4567",
    whatsappNumber: "+65 9123 4567",
    yearsExperience: 14,
    biography:
      "Rachel has guided more than 300 families through new launch purchases since 2012, from first homes in Punggol to prime residences along the Orchard corridor. She leads a team of consultants at Harbourline Realty and is known for frank, numbers-first advice: stamp duties, loan limits and exit plans are on the table before any showflat visit.\n\nOutside work she volunteers with a financial literacy programme for young couples planning their first home.",
    specializations: ["New launches", "Prime districts (CCR)", "Investment planning", "En bloc advisory"],
    languagesSpoken: ["English", "Mandarin", "Cantonese"],
    wechatId: "rachel_tan_sg",
    telegramHandle: "@racheltan_homes",
    linkedinUrl: "https://www.linkedin.com/in/demo-rachel-tan",
    facebookUrl: "https://www.facebook.com/demo.racheltan.homes",
    instagramUrl: "https://www.instagram.com/demo.racheltan.homes",
    portrait: "portrait-02",
    allowIndexing: true,
    branding: null,
    createdDaysAgo: 400,
  },
  {
    key: "marcus",
    email: "agent@demo.sg",
    fullName: "Marcus Lim",
    isLeader: false,
    agencyKey: "harbourline",
    reportsTo: "rachel",
    status: "active",
    ceaNumber: "R517306",
    site: "agent.localhost",
    slug: "marcus-lim",
    phoneNumber: "+65 8234 5678",
    whatsappNumber: "+65 8234 5678",
    yearsExperience: 6,
    biography:
      "Marcus focuses on family homes in the east and north-east, where he grew up. He walks every project's surroundings before recommending it (the bus stop, the hawker centre, the route to school) and prepares a side-by-side cost sheet for each shortlisted unit.\n\nHe joined Harbourline Realty in 2020 after five years in bank mortgage advisory, so loan questions are his favourite kind.",
    specializations: ["Family homes", "Executive condominiums", "Mortgage planning", "First-time buyers"],
    languagesSpoken: ["English", "Mandarin", "Hokkien"],
    wechatId: null,
    telegramHandle: "@marcuslim_property",
    linkedinUrl: "https://www.linkedin.com/in/demo-marcus-lim",
    facebookUrl: null,
    instagramUrl: "https://www.instagram.com/demo.marcuslim.property",
    portrait: "portrait-01",
    allowIndexing: false,
    branding: {
      primaryColor: "#0F766E",
      secondaryColor: "#134E4A",
      accentColor: "#F59E0B",
      backgroundColor: "#FFFDF7",
      textColor: "#1C1917",
      fontFamily: "Poppins",
      headerStyle: "classic",
      buttonStyle: "pill",
      layoutStyle: "expanded",
    },
    createdDaysAgo: 300,
  },
  {
    key: "siti",
    email: "siti@demo.sg",
    fullName: "Siti Rahman",
    isLeader: true,
    agencyKey: "meridian",
    reportsTo: null,
    status: "active",
    ceaNumber: "R395184",
    site: "siti.localhost",
    slug: "siti-rahman",
    phoneNumber: "+65 9345 6789",
    whatsappNumber: "+65 9345 6789",
    yearsExperience: 11,
    biography:
      "Siti leads Meridian Property Group's west-side team, covering Jurong Lake District, Clementi and the Bukit Timah fringe. Before real estate she spent six years in urban planning consultancy, and she still reads every Master Plan amendment for the areas she covers.\n\nClients value her patient walk-throughs of floor plans and her honest view on which stacks are worth the premium.",
    specializations: ["Jurong Lake District", "Resale-to-new-launch upgrades", "Urban planning insights"],
    languagesSpoken: ["English", "Malay", "Bahasa Indonesia"],
    wechatId: null,
    telegramHandle: "@sitirahman_homes",
    linkedinUrl: "https://www.linkedin.com/in/demo-siti-rahman",
    facebookUrl: "https://www.facebook.com/demo.sitirahman.homes",
    instagramUrl: null,
    portrait: "portrait-03",
    allowIndexing: false,
    branding: null,
    createdDaysAgo: 360,
  },
  {
    key: "weijie",
    email: "weijie@demo.sg",
    fullName: "Tan Wei Jie",
    isLeader: false,
    agencyKey: "meridian",
    reportsTo: "siti",
    status: "active",
    ceaNumber: "R608241",
    site: "weijie.localhost",
    slug: "tan-wei-jie",
    phoneNumber: "+65 9456 7890",
    whatsappNumber: "+65 9456 7890",
    yearsExperience: 4,
    biography:
      "Wei Jie helps young professionals buy their first private home, usually a one- or two-bedroom unit near an MRT interchange. He is patient with spreadsheets and keeps buyers up to date on every launch weekend's take-up.",
    specializations: ["First-time buyers", "Rental yield analysis", "City fringe launches"],
    languagesSpoken: ["English", "Mandarin"],
    wechatId: "weijie_property",
    telegramHandle: null,
    linkedinUrl: "https://www.linkedin.com/in/demo-tan-wei-jie",
    facebookUrl: null,
    instagramUrl: "https://www.instagram.com/demo.weijie.homes",
    portrait: "portrait-05",
    allowIndexing: false,
    branding: null,
    createdDaysAgo: 240,
  },
  {
    key: "arjun",
    email: "arjun@demo.sg",
    fullName: "Arjun Menon",
    isLeader: false,
    agencyKey: "harbourline",
    reportsTo: "rachel",
    status: "pending",
    ceaNumber: "R731950",
    site: "arjun.localhost",
    slug: "arjun-menon",
    phoneNumber: "+65 8567 8901",
    whatsappNumber: "+65 8567 8901",
    yearsExperience: 2,
    biography:
      "Arjun recently joined Harbourline Realty after completing his RES certification. He is building his practice around landed-to-condo right-sizing for retirees in the east.",
    specializations: ["Right-sizing", "East Coast condominiums"],
    languagesSpoken: ["English", "Tamil", "Malayalam"],
    wechatId: null,
    telegramHandle: "@arjunmenon_sg",
    linkedinUrl: null,
    facebookUrl: null,
    instagramUrl: null,
    portrait: "portrait-04",
    allowIndexing: false,
    branding: null,
    createdDaysAgo: 3,
  },
  {
    key: "chloe",
    email: "chloe@demo.sg",
    fullName: "Chloe Ng",
    isLeader: false,
    agencyKey: "meridian",
    reportsTo: "siti",
    status: "suspended",
    ceaNumber: "R624077",
    site: "chloe.localhost",
    slug: "chloe-ng",
    phoneNumber: "+65 9678 9012",
    whatsappNumber: "+65 9678 9012",
    yearsExperience: 8,
    biography:
      "Chloe specialises in boutique freehold developments in Districts 10 and 11, and in helping overseas clients through the purchase process remotely.",
    specializations: ["Freehold boutique developments", "Overseas buyers"],
    languagesSpoken: ["English", "Mandarin", "Japanese"],
    wechatId: "chloe_ng_sg",
    telegramHandle: null,
    linkedinUrl: "https://www.linkedin.com/in/demo-chloe-ng",
    facebookUrl: null,
    instagramUrl: null,
    portrait: "portrait-06",
    allowIndexing: false,
    branding: null,
    createdDaysAgo: 280,
  },
];

export interface DemoAuditEntry {
  actionType: "suspended" | "reactivated" | "deleted" | "approved" | "created" | "updated";
  realtorKey: string;
  /** Email of the administrator who acted. */
  performedBy: string;
  previousStatus: string | null;
  newStatus: string | null;
  daysAgo: number;
  reason: string | null;
  reasonCategory: string | null;
  additionalDetails: Record<string, unknown>;
}

export const DEMO_AUDIT_ENTRIES: readonly DemoAuditEntry[] = [
  { actionType: "approved", realtorKey: "rachel", performedBy: "master@demo.sg", previousStatus: "pending", newStatus: "active", daysAgo: 398, reason: "Documents verified", reasonCategory: "verification", additionalDetails: { via: "approval-management" } },
  { actionType: "approved", realtorKey: "siti", performedBy: "master@demo.sg", previousStatus: "pending", newStatus: "active", daysAgo: 357, reason: "Documents verified", reasonCategory: "verification", additionalDetails: { via: "approval-management" } },
  { actionType: "approved", realtorKey: "marcus", performedBy: "admin1@demo.sg", previousStatus: "pending", newStatus: "active", daysAgo: 296, reason: "CEA registration confirmed", reasonCategory: "verification", additionalDetails: { via: "approval-management" } },
  { actionType: "approved", realtorKey: "chloe", performedBy: "admin1@demo.sg", previousStatus: "pending", newStatus: "active", daysAgo: 276, reason: "CEA registration confirmed", reasonCategory: "verification", additionalDetails: { via: "approval-management" } },
  { actionType: "approved", realtorKey: "weijie", performedBy: "admin1@demo.sg", previousStatus: "pending", newStatus: "active", daysAgo: 236, reason: null, reasonCategory: null, additionalDetails: { via: "approval-management" } },
  { actionType: "suspended", realtorKey: "weijie", performedBy: "admin2@demo.sg", previousStatus: "active", newStatus: "suspended", daysAgo: 60, reason: "CEA licence renewal pending", reasonCategory: "compliance", additionalDetails: { ticket: "OPS-1182" } },
  { actionType: "reactivated", realtorKey: "weijie", performedBy: "admin1@demo.sg", previousStatus: "suspended", newStatus: "active", daysAgo: 52, reason: "Licence renewal confirmed", reasonCategory: "compliance", additionalDetails: { ticket: "OPS-1182" } },
  { actionType: "suspended", realtorKey: "chloe", performedBy: "admin1@demo.sg", previousStatus: "active", newStatus: "suspended", daysAgo: 12, reason: "Advertising without the agency's approval", reasonCategory: "policy", additionalDetails: { ticket: "OPS-1307" } },
  { actionType: "created", realtorKey: "arjun", performedBy: "admin1@demo.sg", previousStatus: null, newStatus: "pending", daysAgo: 3, reason: "Added from the agency's onboarding list", reasonCategory: "onboarding", additionalDetails: { via: "add-agent" } },
  { actionType: "updated", realtorKey: "marcus", performedBy: "admin2@demo.sg", previousStatus: "active", newStatus: "active", daysAgo: 20, reason: "Updated phone number on request", reasonCategory: "profile", additionalDetails: { fields: ["phone_number"] } },
];
