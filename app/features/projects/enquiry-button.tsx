import { createContext, useContext, type ComponentType } from "react";

export interface EnquiryButtonProps {
  kind: "register-interest" | "book-viewing";
  title: string;
  description: string;
  ownerName: string;
  projectSlug: string;
  projectName: string;
  defaultMessage?: string;
  submitLabel?: string;
  /** Where the button leads before JavaScript loads: the page's inline enquiry form. */
  fallbackHref: string;
  className?: string;
  children: React.ReactNode;
}

// The route hands the enquiry feature's button in (ProjectTabs' enquiryButton), so that this
// feature imports no other.
export const EnquiryButtonContext = createContext<ComponentType<EnquiryButtonProps> | null>(null);

export function EnquiryButton(props: EnquiryButtonProps) {
  const Button = useContext(EnquiryButtonContext);
  if (!Button) throw new Error("ProjectTabs needs an enquiryButton");
  return <Button {...props} />;
}
