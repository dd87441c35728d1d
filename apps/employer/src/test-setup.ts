import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// jsdom lacks pointer capture, which the toasts (sonner) use when pressed.
if (!Element.prototype.setPointerCapture) {
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
  Element.prototype.hasPointerCapture = () => false;
}

// The first render of a lazy route compiles its modules on the fly: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not lay out, so it has no scrollIntoView; pages bring results and notices into view.
if (!('scrollIntoView' in Element.prototype)) {
  Object.assign(Element.prototype, { scrollIntoView: () => undefined });
}
