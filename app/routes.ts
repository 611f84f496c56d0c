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

  // Platform
  route("dev/mailbox", "routes/dev.mailbox.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
