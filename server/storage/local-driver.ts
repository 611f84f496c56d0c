import express from "express";
import { randomBytes } from "node:crypto";
import { link, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { StorageDriver } from "./storage-driver";

export const LOCAL_UPLOADS_PATH = "/uploads";

/** Files under `directory`, served by `uploadsStatic` at /uploads. */
export function createLocalDriver(directory: string): StorageDriver {
  const root = path.resolve(directory);
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error(`storage key outside the uploads directory: ${key}`);
    return file;
  };

  return {
    name: "local",
    location: root,

    async write(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside under a dot name (never served), then linked into place: a reader never sees
      // half a file, and link() refuses to replace an existing one.
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString("hex")}.partial`);
      try {
        await writeFile(partial, data, { flag: "wx" });
        await link(partial, file);
      } finally {
        await rm(partial, { force: true });
      }
    },

    async read(key) {
      return readFile(fileOf(key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return null;
        throw error;
      });
    },

    async remove(keys) {
      await Promise.all(keys.map((key) => rm(fileOf(key), { force: true })));
    },

    async removePrefix(prefix) {
      if (prefix.endsWith("/")) {
        await rm(fileOf(prefix.slice(0, -1)), { recursive: true, force: true });
        return;
      }
      const file = fileOf(prefix);
      const directoryOfPrefix = path.dirname(file);
      const namePrefix = path.basename(file);
      const names = await readdir(directoryOfPrefix).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      await Promise.all(
        names
          .filter((name) => name.startsWith(namePrefix))
          .map((name) => rm(path.join(directoryOfPrefix, name), { recursive: true, force: true })),
      );
    },

    async *list(prefix) {
      const directoryOfPrefix = prefix ? fileOf(prefix.replace(/\/$/, "")) : root;
      const entries = await readdir(directoryOfPrefix, { recursive: true, withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return [];
        throw error;
      });
      for (const entry of entries) {
        // Dot names are files still being written (see write).
        if (!entry.isFile() || entry.name.startsWith(".")) continue;
        yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
      }
    },

    publicUrl: (key) => `${LOCAL_UPLOADS_PATH}/${key}`,

    keyOf(url) {
      return url.startsWith(`${LOCAL_UPLOADS_PATH}/`) ? url.slice(LOCAL_UPLOADS_PATH.length + 1) : null;
    },
  };
}

/** Serves the local driver's files: a name never gets other bytes, so browsers may keep them a year. */
export function uploadsStatic(directory: string) {
  return express.static(directory, { immutable: true, maxAge: "1y", index: false, dotfiles: "ignore" });
}
