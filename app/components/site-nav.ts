import type { ShellUser } from "~/components/shell-user";

export interface NavItem {
  label: string;
  to: string;
}

/** Header links of spec part 1 §2 "Navigation": Dashboard only when signed in. */
export function primaryNav(user: ShellUser | null): NavItem[] {
  const links: NavItem[] = [
    { label: "Home", to: "/" },
    { label: "About", to: "/about" },
    { label: "Projects", to: "/condos" },
    { label: "Blog", to: "/blog" },
  ];
  if (user) links.push({ label: "Dashboard", to: "/dashboard" });
  return links;
}
