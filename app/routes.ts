import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Public site (issue 4)
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("condos", "routes/condos.tsx"),
  route("condos/:slug", "routes/condos.$slug.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog.$id.tsx"),
  route("realtor/:slug", "routes/realtor.$slug.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),

  // Accounts, navigation and dashboards (issue 3)
  route("auth", "routes/auth.tsx"),
  route("auth-admin", "routes/auth-admin.tsx"),
  route("sign-up", "routes/sign-up.tsx"),
  route("registration-success", "routes/registration-success.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("new-password", "routes/new-password.tsx"),
  route("password-reset-success", "routes/password-reset-success.tsx"),
  route("sign-out", "routes/sign-out.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("api/leaders", "routes/api.leaders.ts"),
  route("dashboard", "routes/dashboard.tsx"),
  route("dashboard/master", "routes/dashboard.master.tsx"),
  route("dashboard/admin1ic", "routes/dashboard.admin1ic.tsx"),
  route("dashboard/admin2ic", "routes/dashboard.admin2ic.tsx"),
  route("dashboard/leader", "routes/dashboard.leader.tsx"),
  route("dashboard/agent", "routes/dashboard.agent.tsx"),

  // Platform
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
