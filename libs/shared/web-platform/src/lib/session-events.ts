/** Fired on `window` when the user signs out, for what lives outside React Query (push, analytics). */
export const SIGNED_OUT_EVENT = 'jobs:signed-out';

export const notifySignedOut = (target: EventTarget = window): void => {
  target.dispatchEvent(new Event(SIGNED_OUT_EVENT));
};

/** Calls `listener` at each sign-out; returns the function that stops listening. */
export const onSignedOut = (listener: () => void, target: EventTarget = window): (() => void) => {
  target.addEventListener(SIGNED_OUT_EVENT, listener);
  return () => target.removeEventListener(SIGNED_OUT_EVENT, listener);
};
