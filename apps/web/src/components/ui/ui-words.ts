import { FORM_TEXT } from "@eldercare/contracts";
import { createContext, useContext } from "react";

/**
 * The shared forms' and dialogs' own words ("(required)", a dialog's Close): English, unless an app
 * around them gives its own (the companion's app, in the companion's language: decision 0092).
 */
export interface UiWords {
  required: string;
  closeDialog: string;
}

export const UiWordsContext = createContext<UiWords>(FORM_TEXT);

export const useUiWords = (): UiWords => useContext(UiWordsContext);
