import { useEffect, useState } from "react";
import { Outlet, useLocation, useNavigation } from "react-router";
import { pendingScreenFor } from "~/components/pending-screens";

// A page that answers quickly shows no loading state at all: no flash of skeletons.
const PENDING_DELAY_MS = 150;

function useDelayed(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

/**
 * The current page, or, while another page loads for longer than a moment, that page's loading
 * state, with a thin progress bar at the top of the window for every slow navigation.
 */
export function PageTransition() {
  const navigation = useNavigation();
  const location = useLocation();
  const target = navigation.state === "loading" && navigation.location.pathname !== location.pathname ? navigation.location.pathname : null;
  const pending = useDelayed(target !== null, PENDING_DELAY_MS);
  const screen = pending && target ? pendingScreenFor(target) : null;
  return (
    <>
      {pending ? (
        <div role="progressbar" aria-label="Loading page" className="fixed inset-x-0 top-0 z-[70] h-1 overflow-hidden bg-brand/15">
          <div className="h-full w-1/3 motion-safe:animate-page-progress bg-brand" />
        </div>
      ) : null}
      {screen ? <main aria-busy="true">{screen}</main> : <Outlet />}
    </>
  );
}
