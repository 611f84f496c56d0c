/**
 * Renders a post body as stored (server/db/schema/blogs.ts): paragraphs separated by blank
 * lines, '## ' starting a heading and '- ' a list item. Text only: nothing is parsed as HTML.
 */
export function PostBody({ body }: { body: string }) {
  const blocks = body
    .replace(/\r\n/g, "\n")
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="space-y-5 text-[1.0625rem] leading-8 text-slate-700">
      {blocks.map((block, index) => {
        if (block.startsWith("## ")) {
          return (
            <h2 key={index} className="pt-4 text-2xl font-semibold tracking-tight text-slate-900">
              {block.slice(3)}
            </h2>
          );
        }
        const lines = block.split("\n");
        if (lines.every((line) => line.trim().startsWith("- "))) {
          return (
            <ul key={index} className="list-disc space-y-2 pl-6 marker:text-brand">
              {lines.map((line, item) => (
                <li key={item}>{line.trim().slice(2)}</li>
              ))}
            </ul>
          );
        }
        return <p key={index}>{lines.join(" ")}</p>;
      })}
    </div>
  );
}
