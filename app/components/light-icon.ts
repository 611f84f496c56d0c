import { createElement, forwardRef, type ReactNode, type SVGProps } from "react";

/** What a lucide-react icon module exports as `__iconData`: its name and its SVG children. */
export interface LucideIconData {
  name: string;
  node: [tag: string, attributes: Record<string, string>][];
  aliases?: string[];
}

type IconProps = SVGProps<SVGSVGElement> & { children?: ReactNode };

const SVG_ATTRIBUTES = {
  xmlns: "http://www.w3.org/2000/svg",
  width: 24,
  height: 24,
  viewBox: "0 0 24 24",
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

function labelled(props: Record<string, unknown>): boolean {
  for (const name in props) if ((name.startsWith("aria-") || name === "role" || name === "title") && props[name] != null) return true;
  return false;
}

/**
 * A lucide icon as one component drawing the same SVG as lucide-react's, with its children made
 * once: lucide-react rebuilds every icon's attributes and children on each render, a large part
 * of a project page's server render with its sixty icons (decision record 100). The build
 * swaps it in for lucide-react's factory (scripts/vite-lucide-icon-imports.ts); the app takes
 * nothing else of lucide's props than className, aria and SVG attributes.
 */
export function lightIcon({ name, node, aliases = [] }: LucideIconData) {
  const iconClasses = ["lucide", `lucide-${name}`, ...aliases.map((alias) => `lucide-${alias}`)].join(" ");
  const shapes = node.map(([tag, attributes]) => createElement(tag, attributes));
  const Icon = forwardRef<SVGSVGElement, IconProps>(function Icon({ className, children, ...rest }, ref) {
    const hidden = children == null && !labelled(rest) ? { "aria-hidden": true } : null;
    return createElement(
      "svg",
      { ref, ...SVG_ATTRIBUTES, className: className ? `${iconClasses} ${className}` : iconClasses, ...hidden, ...rest },
      shapes,
      children,
    );
  });
  Icon.displayName = name;
  return Icon;
}
