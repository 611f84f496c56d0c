import {
  data,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { useNonce } from "~/components/nonce-provider";
import { SiteShell } from "~/components/site-shell";
import { ErrorScreen, NotFoundScreen } from "~/components/status-screens";
import { GuardScreen } from "~/features/auth/guard-screen";
import { isGuardFailure } from "~/features/auth/guard-failure";
import { FlashToast } from "~/features/auth/flash-toast";
import { getOptionalUser } from "#server/guards";
import { takeFlash } from "#server/flash";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const [user, flash] = await Promise.all([getOptionalUser(request, context), takeFlash(request, context)]);
  const headers = flash.clearCookie ? { "Set-Cookie": flash.clearCookie } : undefined;
  return data({ site: context.site, user, flash: flash.message }, { headers });
}

export function useRootData() {
  return useRouteLoaderData<typeof loader>("root");
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-SG">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#059669" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <SiteShell site={loaderData.site} user={loaderData.user}>
      <Outlet />
      <FlashToast message={loaderData.flash} />
    </SiteShell>
  );
}

function ErrorContent({ error }: { error: unknown }) {
  if (isRouteErrorResponse(error)) {
    if (isGuardFailure(error.data)) return <GuardScreen failure={error.data} />;
    if (error.status === 404) return <NotFoundScreen />;
  }
  return <ErrorScreen />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const root = useRootData();
  if (!root) return <ErrorContent error={error} />;
  return (
    <SiteShell site={root.site} user={root.user}>
      <ErrorContent error={error} />
    </SiteShell>
  );
}
