/** Spec §5: a toast's text over 55 characters is cut to 55 and followed by an ellipsis. */
const TOAST_TEXT_LIMIT = 55;

/** What a toast shows of `text`: the whole of it, or its first 55 characters and an ellipsis. */
export const asToast = (text: string): string =>
  text.length > TOAST_TEXT_LIMIT ? `${text.slice(0, TOAST_TEXT_LIMIT)}…` : text;
