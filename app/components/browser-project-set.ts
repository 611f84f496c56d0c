import { useEffect, useSyncExternalStore } from "react";
import type { MouseEvent } from "react";
import { projectSetHref, withoutProject, withProject, type ProjectSetKind } from "~/domain/project-set";
import { isSlug } from "~/domain/slug";

/**
 * A buyer's set of projects kept in this browser's storage: no account and no cookie. The compare
 * set and the shortlist are each one of these; their pages' URLs are the shareable form.
 */
export function browserProjectSet(storageKey: string, kind: ProjectSetKind) {
  const { limit } = kind;
  const listeners = new Set<() => void>();
  let snapshot = "[]";

  function read(): string {
    try {
      const stored: unknown = JSON.parse(window.localStorage.getItem(storageKey) ?? "[]");
      const slugs = Array.isArray(stored) ? stored.filter((slug): slug is string => typeof slug === "string" && isSlug(slug)).slice(0, limit) : [];
      const next = JSON.stringify(slugs);
      if (next !== snapshot) snapshot = next;
    } catch {
      snapshot = "[]";
    }
    return snapshot;
  }

  function subscribe(listener: () => void) {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => event.key === storageKey && listener();
    window.addEventListener("storage", onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener("storage", onStorage);
    };
  }

  function save(slugs: readonly string[]) {
    try {
      window.localStorage.setItem(storageKey, JSON.stringify(slugs.slice(0, limit)));
    } catch {
      // Private modes may refuse storage: the links still carry the set.
    }
    for (const listener of listeners) listener();
  }

  function useSet(): string[] {
    return JSON.parse(useSyncExternalStore(subscribe, read, () => "[]")) as string[];
  }

  /** A page that shows a set from its URL makes it the browser's set, so a shared link can be added to. */
  function useAdopt(slugs: readonly string[]) {
    const key = slugs.join(",");
    useEffect(() => {
      save(key ? key.split(",") : []);
    }, [key]);
  }

  /** The set as stored right now, for a decision taken outside a render. */
  const current = (): string[] => JSON.parse(read()) as string[];

  /** A project's button for the set: whether it is in, the link that works without JavaScript, and the tap that adds or takes it out. */
  function useToggle(slug: string) {
    const set = useSet();
    const on = set.includes(slug);
    return {
      on,
      href: projectSetHref(kind, withProject(kind, set, slug)),
      toggle: (event: MouseEvent) => {
        event.preventDefault();
        save(on ? withoutProject(set, slug) : withProject(kind, set, slug));
      },
    };
  }

  return { save, useSet, useAdopt, useToggle, current };
}
