export interface DemoAgency {
  key: string;
  name: string;
  /** CEA estate agent licence number (fictional, in the real format). */
  licenceNumber: string;
  status: "pending" | "active" | "suspended" | "inactive";
  /** Days before the seed's anchor date. */
  createdDaysAgo: number;
}

export const DEMO_AGENCIES: readonly DemoAgency[] = [
  { key: "harbourline", name: "Harbourline Realty", licenceNumber: "L3010142K", status: "active", createdDaysAgo: 420 },
  { key: "meridian", name: "Meridian Property Group", licenceNumber: "L3010288B", status: "active", createdDaysAgo: 380 },
  { key: "straits", name: "Straits Home Advisory", licenceNumber: "L3010391E", status: "pending", createdDaysAgo: 6 },
  { key: "kallang", name: "Kallang Bay Estates", licenceNumber: "L3009876A", status: "suspended", createdDaysAgo: 200 },
];
