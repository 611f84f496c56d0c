/** A one-time notice carried across a redirect and shown as a toast on the next page. */
export interface FlashMessage {
  id: string;
  kind: "success" | "error";
  title: string;
  description?: string;
}
