export interface DemoAgency {
  key: string;
  name: string;
  status: "pending" | "active" | "suspended" | "inactive";
  /** Days before the seed's anchor date. */
  createdDaysAgo: number;
}

export const DEMO_AGENCIES: readonly DemoAgency[] = [
  { key: "harbourline", name: "Harbourline Realty", status: "active", createdDaysAgo: 420 },
  { key: "meridian", name: "Meridian Property Group", status: "active", createdDaysAgo: 380 },
  { key: "straits", name: "Straits Home Advisory", status: "pending", createdDaysAgo: 6 },
  { key: "kallang", name: "Kallang Bay Estates", status: "suspended", createdDaysAgo: 200 },
];
