import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// Pages are lazy chunks: the first render of one in a test file waits for its module to load,
// which on a busy machine can take longer than Testing Library's default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no pointer capture; sonner's toasts capture the pointer when pressed.
if (!('setPointerCapture' in Element.prototype)) {
  Object.assign(Element.prototype, {
    setPointerCapture: () => undefined,
    releasePointerCapture: () => undefined,
    hasPointerCapture: () => false,
  });
}

// jsdom does not lay out, so it has no scrollIntoView; pages bring results and notices into view.
if (!('scrollIntoView' in Element.prototype)) {
  Object.assign(Element.prototype, { scrollIntoView: () => undefined });
}
