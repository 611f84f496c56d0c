import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/**
 * The request's CSP nonce on the server; none in the browser, where scripts are already trusted,
 * and none on a page the page cache keeps, whose scripts are allowed by their hashes.
 */
export const useNonce = (): string | undefined => useContext(NonceContext) || undefined;
