import { lazy, Suspense, useId } from "react";
import { preload } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { renderWhole } from "~/whole-document";

// Decision record 103: renderWhole must give the streaming renderer's document or nothing.

/** The document as app/entry.server.tsx streams it: all ready, boundaries in place. */
function streamed(document: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
    });
    sink.on("finish", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(document, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
    });
  });
}

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} defaultValue={`${label} & "more" <here>`} />
    </p>
  );
}

function Hero() {
  preload("/hero-960.webp", { as: "image", fetchPriority: "high", imageSrcSet: "/hero-480.webp 480w, /hero-960.webp 960w", imageSizes: "100vw" });
  return <img src="/hero-960.webp" alt="Hero" />;
}

const loaded = { default: () => <aside>Loaded later · “quoted”</aside> };

function page(children: React.ReactNode) {
  return (
    <html lang="en-SG">
      <head>
        <meta charSet="utf-8" />
        <title>Katong Tidewater | Condo</title>
      </head>
      <body>
        <Hero />
        <main>
          {"Units: "}
          {120}
          {" from S$1.2M"}
          <Labelled label="Name" />
          <Labelled label="Phone" />
          {children}
        </main>
        <script dangerouslySetInnerHTML={{ __html: 'window.data = {"a":1};' }} />
      </body>
    </html>
  );
}

describe("renderWhole", () => {
  it("gives the same document as the streaming renderer: doctype, hoisted preloads, ids, text separators, boundaries", async () => {
    const Ready = lazy(() => Promise.resolve(loaded));
    // A lazy component resolves on its first render; after that it renders at once.
    await streamed(page(<Suspense fallback={<p>Loading</p>}><Ready /></Suspense>));

    const document = page(
      <Suspense fallback={<p>Loading</p>}>
        <Ready />
      </Suspense>,
    );
    const whole = renderWhole(document);
    expect(whole).not.toBeNull();
    expect(whole).toBe(await streamed(document));
    expect(whole).toMatch(/^<!DOCTYPE html><html lang="en-SG"><head>.*<link rel="preload" as="image"/);
    expect(whole).toContain("Loaded later");
  });

  it("gives nothing while a lazy component's code is still loading, so the stream renders it", async () => {
    const NotYet = lazy(() => new Promise<typeof loaded>((resolve) => setTimeout(() => resolve(loaded), 10)));
    const document = page(
      <Suspense fallback={<p>Loading</p>}>
        <NotYet />
      </Suspense>,
    );
    expect(renderWhole(document)).toBeNull();
    expect(await streamed(document)).toContain("Loaded later");
  });

  it("gives nothing when a part inside a boundary fails (the browser would render it) or the page itself fails", () => {
    const Broken = () => {
      throw new Error("broken part");
    };
    expect(
      renderWhole(
        page(
          <Suspense fallback={<p>Loading</p>}>
            <Broken />
          </Suspense>,
        ),
      ),
    ).toBeNull();
    expect(renderWhole(page(<Broken />))).toBeNull();
  });
});
