import { useFetcher } from "react-router";
import { FlashToast } from "~/components/flash-toast";
import { isIntentReply, type IntentReply } from "~/domain/intent-reply";

/**
 * The toast of a keyed intent fetcher, shown by the page: the row whose action succeeded may be
 * gone from the list (and its dialog with it) by the time the reply renders.
 */
export function IntentNotice({ fetcherKey }: { fetcherKey: string }) {
  const fetcher = useFetcher<IntentReply>({ key: fetcherKey });
  return <FlashToast message={isIntentReply(fetcher.data) ? fetcher.data.notice : null} />;
}
