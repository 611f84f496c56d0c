import { cloneElement, isValidElement } from "react";
import { cn } from "./cn";

type Props = Record<string, unknown>;

const isHandler = (name: string, value: unknown): value is (...args: unknown[]) => void =>
  /^on[A-Z]/.test(name) && typeof value === "function";

/**
 * Renders its one child element with the slot's props merged in (for `asChild`): class names
 * are joined, event handlers both run (the child's first), other child props win.
 */
export function Slot({ children, ...slotProps }: Props & { children?: React.ReactNode }) {
  if (!isValidElement<Props>(children)) return null;
  const childProps = children.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const [name, slotValue] of Object.entries(slotProps)) {
    const childValue = childProps[name];
    if (isHandler(name, slotValue) && isHandler(name, childValue)) {
      merged[name] = (...args: unknown[]) => {
        childValue(...args);
        slotValue(...args);
      };
    }
  }
  merged.className = cn(slotProps.className as string | undefined, childProps.className as string | undefined);
  return cloneElement(children, merged);
}
