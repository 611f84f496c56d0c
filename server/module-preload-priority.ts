const MODULE_PRELOAD = /<link rel="modulepreload"(?![^>]*fetchpriority)/gi;

/**
 * React Router preloads every module a page hydrates with, and Chrome fetches such preloads at
 * high priority, beside the style sheet and the hero picture that the first paint waits for. On
 * a phone's link some 150 KB of script then arrive before the page can show; marked low, they
 * load right after (decision record 160). Only the head is read: a post or a project text in the
 * body that shows such a tag as text is left as it is.
 */
export function lowPriorityModulePreloads(html: string): string {
  const headEnd = html.indexOf("</head>");
  if (headEnd === -1) return html;
  return html.slice(0, headEnd).replace(MODULE_PRELOAD, '$& fetchpriority="low"') + html.slice(headEnd);
}
