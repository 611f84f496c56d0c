import { parsePostBody } from "~/domain/post-body";

/** Renders a post body's blocks (app/domain/post-body.ts) as React text: nothing is parsed as HTML. */
export function PostBody({ body }: { body: string }) {
  return (
    <div className="space-y-5 text-[1.0625rem] leading-8 text-slate-700">
      {parsePostBody(body).map((block, index) => {
        if (block.kind === "heading") {
          return (
            <h2 key={index} className="pt-4 text-2xl font-semibold tracking-tight text-slate-900">
              {block.text}
            </h2>
          );
        }
        if (block.kind === "list") {
          return (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand">
              {block.items.map((item, position) => (
                <li key={position}>{item}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
