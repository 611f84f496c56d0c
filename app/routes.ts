import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  // Public site (issue 4)
  index("routes/home.tsx"),
  route("about", "routes/about.tsx"),
  route("condos", "routes/condos.tsx"),
  route("condos/:slug", "routes/condos.$slug.tsx"),
  route("compare", "routes/compare.tsx"),
  route("shortlist", "routes/shortlist.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog/:id", "routes/blog.$id.tsx"),
  route("realtor/:slug", "routes/realtor.$slug.tsx"),
  route("calculator", "routes/calculator.tsx"),
  route("sitemap", "routes/sitemap.tsx"),
  route("sitemap.xml", "routes/sitemap[.]xml.ts"),
  route("sitemaps/:file", "routes/sitemaps.$file.ts"),
  route("robots.txt", "routes/robots[.]txt.ts"),
  // Issue 36 item 5: link-preview images per site
  route("og/site.png", "routes/og.site[.png].ts"),
  route("og/condos/:file", "routes/og.condos.$file.ts"),

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
  route("enquiry-consent/:token", "routes/enquiry-consent.$token.tsx"),
  // Issue 34: buyer alerts' double opt-in and one-click unsubscribe, without signing in.
  route("alerts", "routes/alerts.tsx"),
  route("alerts/confirm/:token", "routes/alerts.confirm.$token.tsx"),
  route("alerts/unsubscribe/:token", "routes/alerts.unsubscribe.$token.tsx"),
  route("calendar/:file", "routes/calendar.$file.ts"),

  // Administration (issue 10 on): one layout, each page guarding itself
  route("dashboard", "routes/dashboard-layout.tsx", [
    index("routes/dashboard._index.tsx"),
    route("master", "routes/dashboard.master.tsx"),
    route("admin1ic", "routes/dashboard.admin1ic.tsx"),
    route("admin2ic", "routes/dashboard.admin2ic.tsx"),
    route("leader", "routes/dashboard.leader.tsx"),
    route("agent", "routes/dashboard.agent.tsx"),
    route("agency-management", "routes/dashboard.agency-management.tsx"),
    route("approval-management", "routes/dashboard.approval-management.tsx"),
    route("user-management", "routes/dashboard.user-management.tsx"),
    route("system-admin", "routes/dashboard.system-admin.tsx"),
    route("calculator-rates", "routes/dashboard.calculator-rates.tsx"),
    route("realtor-management", "routes/dashboard.realtor-management.tsx", [
      index("routes/dashboard.realtor-management._index.tsx"),
      route("add-leader", "routes/dashboard.realtor-management.add.tsx", { id: "add-leader" }),
      route("add-agent", "routes/dashboard.realtor-management.add.tsx", { id: "add-agent" }),
    ]),
    route("enquiries", "routes/dashboard.enquiries.tsx"),
    route("enquiries/export.csv", "routes/dashboard.enquiries.export[.]csv.ts"),
    route("enquiries/:id", "routes/dashboard.enquiries.$id.tsx"),
    route("viewings", "routes/dashboard.viewings.tsx"),
    route("analytics", "routes/dashboard.analytics.tsx"),
    route("analytics/export.csv", "routes/dashboard.analytics.export[.]csv.ts"),
    route("blogs", "routes/dashboard.blogs.tsx"),
    route("blogs/preview", "routes/dashboard.blogs.preview.ts"),
    route("blogs/:id", "routes/dashboard.blogs.$id.tsx"),
    route("site-management", "routes/dashboard.site-management.tsx"),
    route("audit-trail", "routes/dashboard.audit-trail.tsx"),
    route("audit-trail/export", "routes/dashboard.audit-trail.export.ts"),
    route("database-test", "routes/dashboard.database-test.tsx"),
    // Realtor self-service (issue 12): every role's own profile, realtors' branding
    route(":role/profile", "routes/dashboard.$role.profile.tsx"),
    route(":role/branding", "routes/dashboard.$role.branding.tsx"),
    route("project-management", "routes/dashboard.project-management.tsx"),
    // Issue 15: a project's unit mix, facilities and location, each at its own address (decision 090).
    route("project-management/unit-mix/:slug", "routes/dashboard.project-management.unit-mix.$slug.tsx"),
    route("project-management/facilities/:slug", "routes/dashboard.project-management.facilities.$slug.tsx"),
    route("project-management/location/:slug", "routes/dashboard.project-management.location.$slug.tsx"),
    // Issue 33: a project's unit inventory, block by block.
    route("project-management/inventory/:slug", "routes/dashboard.project-management.inventory.$slug.tsx"),
  ]),
  route("dashboard/my-data/:id", "routes/dashboard.my-data.$id.ts"),
  route("dashboard/project-management/slug-check", "routes/dashboard.project-management.slug-check.ts"),
  route("dashboard/project-management/upload", "routes/dashboard.project-management.upload.ts"),
  route("dashboard/project-management/export.csv", "routes/dashboard.project-management.export[.]csv.ts"),
  route("dashboard/project-management/import-template.csv", "routes/dashboard.project-management.import-template[.]csv.ts"),
  route("dashboard/project-management/import", "routes/dashboard.project-management.import.ts"),
  route("dashboard/project-management/inventory/:slug/price-list.csv", "routes/dashboard.project-management.inventory.$slug.price-list[.]csv.ts"),
  route("dashboard/project-management/inventory/:slug/price-list-template.csv", "routes/dashboard.project-management.inventory.$slug.price-list-template[.]csv.ts"),
  route("dashboard/project-management/inventory/:slug/import", "routes/dashboard.project-management.inventory.$slug.import.ts"),
  // Part 3 §2 names the screen /project-management (the master's empty-state link and page titles).
  route("project-management/*", "routes/project-management-redirect.ts"),

  // Platform
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
