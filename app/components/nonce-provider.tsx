import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The request's CSP nonce on the server; empty in the browser, where scripts are already trusted. */
export const useNonce = () => useContext(NonceContext);
