import { Outlet } from "react-router";
import type { BreadcrumbHandle } from "~/components/dashboard/breadcrumbs";

/** Realtor Management and its add pages; each child guards itself. */
export const handle: BreadcrumbHandle = { breadcrumb: "Realtor Management" };

export default function RealtorManagementSection() {
  return <Outlet />;
}
