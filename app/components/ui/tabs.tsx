import { createContext, use, useId, useState } from "react";
import { cn } from "./cn";

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error("Tabs parts must sit inside <Tabs>");
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;

interface TabsProps {
  /** The selected tab, when the caller keeps it (in the URL, say); otherwise defaultValue. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  className?: string;
  children: React.ReactNode;
}

/** Tabs after the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs and select them. */
export function Tabs({ value, defaultValue = "", onValueChange, className, children }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const select = (next: string) => {
    setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext value={{ value: value ?? own, select, baseId }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function TabsList({ className, ...props }: React.ComponentProps<"div">) {
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const step = KEY_STEPS[event.key];
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.findIndex((tab) => tab === event.target);
    if (!step || index < 0) return;
    event.preventDefault();
    const next = tabs[step(index, tabs.length)];
    next.focus();
    next.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={cn("inline-flex h-11 items-center gap-1 overflow-x-auto rounded-lg bg-slate-100 p-1 text-slate-600", className)}
      {...props}
    />
  );
}

export function TabsTrigger({ value, className, ...props }: Omit<React.ComponentProps<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs.baseId, value)}
      aria-controls={panelId(tabs.baseId, value)}
      aria-selected={active}
      tabIndex={active ? 0 : -1}
      data-state={active ? "active" : "inactive"}
      onClick={() => tabs.select(value)}
      className={cn(
        "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md px-3 py-1.5 text-sm font-medium transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm",
        className,
      )}
      {...props}
    />
  );
}

interface TabsContentProps extends React.ComponentProps<"div"> {
  value: string;
  /** Keep the panel in the HTML while another tab is selected (hidden), so every panel is server-rendered. */
  forceMount?: boolean;
}

export function TabsContent({ value, forceMount = false, className, ...props }: TabsContentProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  if (!active && !forceMount) return null;
  return (
    <div
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      hidden={!active}
      data-state={active ? "active" : "inactive"}
      className={cn("mt-6 focus-visible:outline-none", className)}
      {...props}
    />
  );
}
