import { createContext, useContext } from "react";

/**
 * Whether this page started as server-rendered HTML (the prerenderer renders with it too). Parts that
 * would otherwise act on the page at start, such as resetting the scroll, hold back on such a page.
 */
export const StartedPrerendered = createContext(false);

export const useStartedPrerendered = () => useContext(StartedPrerendered);
