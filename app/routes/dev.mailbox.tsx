import type { Route } from "./+types/dev.mailbox";
import { formatDateTime } from "~/domain/format";
import { getOptionalUser } from "#server/guards";
import { readDevMailbox } from "#server/services/outbox";

export const meta: Route.MetaFunction = () => [
  { title: "Dev mailbox" },
  { name: "robots", content: "noindex,nofollow" },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await getOptionalUser(request, context);
  return { messages: await readDevMailbox(context.db, user), smtp: Boolean(context.config.smtpUrl) };
}

const URL_PATTERN = /(https?:\/\/[^\s]+)/;

function TextWithLinks({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="break-all text-emerald-700 underline">
            {part}
          </a>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </>
  );
}

export default function DevMailbox({ loaderData }: Route.ComponentProps) {
  const { messages, smtp } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">Dev mailbox</h1>
      <p className="mt-1 text-sm text-slate-600">
        {smtp
          ? "SMTP_URL is set: new mail goes to the SMTP server. Older stored messages are listed below."
          : "No SMTP_URL is set, so outgoing mail is kept here, newest first."}
      </p>
      {messages.length === 0 ? (
        <p className="mt-8 rounded-lg border border-dashed p-8 text-center text-slate-500">No messages yet.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.map((m) => (
            <li key={m.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="mail">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="font-medium">{m.subject}</h2>
                <time className="text-xs text-slate-500">{formatDateTime(m.createdAt)}</time>
              </div>
              <p className="text-sm text-slate-600">To: {m.to}</p>
              <pre className="mt-3 whitespace-pre-wrap font-sans text-sm text-slate-800">
                <TextWithLinks text={m.text} />
              </pre>
              {m.attachments.length ? (
                <ul className="mt-3 flex flex-wrap gap-2 text-sm" aria-label="Attachments">
                  {m.attachments.map((file) => (
                    <li key={file.filename}>
                      <a
                        download={file.filename}
                        href={`data:${file.contentType.split(";")[0]};charset=utf-8,${encodeURIComponent(file.content)}`}
                        className="inline-flex rounded-full border border-slate-300 px-3 py-1 font-medium text-emerald-800 hover:bg-slate-50"
                      >
                        {file.filename}
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}
