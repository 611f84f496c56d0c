import type { UploadContentType } from "~/domain/upload-kinds";

// The file's own bytes decide its type; its name and the browser's claim are never trusted.

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const SNIFF_BYTES = 8192;

// An optional XML declaration, comments and doctype, then the <svg> root element.
const SVG_START = /^\s*(<\?xml[^>]*>\s*)?((<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)\s*)*<svg[\s>/]/i;
const HTML_START = /^\s*<(!doctype html|html|head|body|script)[\s>]/i;

export function sniffContentType(bytes: Uint8Array): UploadContentType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (startsWith(bytes, ascii("%PDF-"))) return "application/pdf";
  const head = bytes.subarray(0, SNIFF_BYTES);
  if (!isText(head)) return null;
  const text = new TextDecoder().decode(head).replace(/^\uFEFF/, "");
  if (SVG_START.test(text)) return "image/svg+xml";
  return HTML_START.test(text) ? null : "text/csv";
}

/** No NUL and no control characters but tab, line feed, form feed and carriage return. */
function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return false;
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) return false;
    if (byte === 0x7f) return false;
  }
  return true;
}
