import { Menu } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import type { ShellUser } from "~/components/shell-user";
import { Button } from "~/components/ui/button";

const loadSheet = () => import("~/components/mobile-nav-sheet");
const MobileNavSheet = lazy(loadSheet);

/**
 * The phone menu button. The sheet's code (and its dialog library) is fetched when the visitor
 * reaches for the button, not with the page; once opened, the sheet stays mounted.
 */
export function MobileNav({ siteName, user }: { siteName: string; user: ShellUser | null }) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={trigger}
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-6" aria-hidden="true" />
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileNavSheet siteName={siteName} user={user} open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
