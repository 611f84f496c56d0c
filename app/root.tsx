import {
  data,
  Links,
  Meta,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from "react-router";
import { preload } from "react-dom";
import type { Route } from "./+types/root";
import { ACTION_BEACON_SCRIPT } from "~/components/action-beacon";
import { useNonce } from "~/components/nonce-provider";
import { PageTransition } from "~/components/page-transition";
import { SiteShell } from "~/components/site-shell";
import { RouteErrorContent, SITE_UNAVAILABLE } from "~/components/route-error-content";
import { FlashToast } from "~/components/flash-toast";
import { brandingStyleSheet, customStyleSheet } from "~/features/branding/branding-css";
import { BRANDING_PREVIEW_PARAM, PREVIEW_FRAME_PARAM } from "~/domain/site-branding";
import { isVisitorPath, shellSiteOf } from "~/domain/site-context";
import { getOptionalUser } from "#server/guards";
import { takeFlash } from "#server/flash";
import { brandingPreviewFor } from "#server/services/branding";
import { unreadEnquiryCount } from "#server/services/enquiry-inbox";
import appStyleSheet from "./app.css?url";

export async function loader({ request, context }: Route.LoaderArgs) {
  if (context.site.kind === "unavailable" && isVisitorPath(new URL(request.url).pathname)) {
    throw data(SITE_UNAVAILABLE, { status: 503, headers: { "Retry-After": "3600", "X-Robots-Tag": "noindex", "Cache-Control": "no-store" } });
  }
  const [user, flash] = await Promise.all([getOptionalUser(request, context), takeFlash(request, context)]);
  // Signed-in realtors only: visitors and administrators run no query for it.
  const unreadEnquiries = user ? await unreadEnquiryCount(context.db, user) : null;
  const headers = flash.clearCookie ? { "Set-Cookie": flash.clearCookie } : undefined;
  // The branding editor's live preview: the owner sees their unsaved draft (decision record 057).
  const { searchParams } = new URL(request.url);
  const preview = user && searchParams.has(BRANDING_PREVIEW_PARAM) ? await brandingPreviewFor(context, user, context.site) : null;
  const inPreviewFrame = Boolean(user) && searchParams.has(PREVIEW_FRAME_PARAM);
  const site = preview ? { ...context.site, branding: preview } : context.site;
  // Built on the server: the browser gets the finished style sheet, not the sanitiser.
  const brandingCss = brandingStyleSheet(site.branding);
  // Applied by the shell on public pages only (app/components/public-page.ts).
  const customCss = customStyleSheet(site.branding);
  return data({ site: shellSiteOf(site), brandingCss, customCss, user: user ? { ...user, unreadEnquiries } : null, flash: flash.message, inPreviewFrame }, { headers });
}

/** A thrown response's headers reach the document (the unavailable site's Retry-After). */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appStyleSheet }];

export function Layout({ children }: { children: React.ReactNode }) {
  // Announced at the top of <head>: React hoists the route modules' modulepreload links above the
  // style sheet of <Links />, and a phone would fetch some 40 scripts before the one file the first paint waits for.
  preload(appStyleSheet, { as: "style", fetchPriority: "high" });
  const nonce = useNonce();
  // The preview frame runs no script (its sandbox): the page is sent without them.
  const scripts = !useRootData()?.inPreviewFrame;
  return (
    <html lang="en-SG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#059669" />
        <Meta />
        <Links />
        {scripts ? <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: ACTION_BEACON_SCRIPT }} /> : null}
      </head>
      <body>
        {children}
        {scripts ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell site={loaderData.site} brandingCss={loaderData.brandingCss} customCss={loaderData.customCss} user={loaderData.user}>
      <PageTransition />
      <FlashToast message={loaderData.flash} />
    </SiteShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  if (!root) return <RouteErrorContent error={error} />;
  return (
    <SiteShell site={root.site} brandingCss={root.brandingCss} customCss={root.customCss} user={root.user}>
      <RouteErrorContent error={error} />
    </SiteShell>
  );
}
