const BYTES = Symbol.for("condo-platform.finished-document");

/**
 * A document rendered whole (decision record 103): React Router's Response for it, with the
 * page's bytes alongside instead of in a web stream, which our Express adapter sends as they
 * are. Only that adapter consumes the documents React Router answers with; the body is empty
 * for anything else that would read it. `Symbol.for` because app/entry.server.tsx reaches this
 * module through the server build, a copy of its own.
 */
export function finishedDocument(bytes: Buffer, init: ResponseInit): Response {
  const response = new Response(null, init);
  Object.defineProperty(response, BYTES, { value: bytes });
  return response;
}

export function finishedDocumentBytes(response: Response): Buffer | undefined {
  return (response as Response & { [BYTES]?: Buffer })[BYTES];
}
