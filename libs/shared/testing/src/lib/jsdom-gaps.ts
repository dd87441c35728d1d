/**
 * What the browser does and jsdom does not, as far as the apps' tests need it. Each browser
 * project's test setup calls `fillJsdomGaps()` once.
 *
 * - `<dialog>`: jsdom has the element but no `showModal()`, `show()` or `close()`
 *   (jsdom/jsdom#3294). As the browser does: `showModal()` opens it and focuses its first control
 *   (one with `autofocus` first, else the dialog); Escape, unless a handler prevented it, fires a
 *   cancelable `cancel` on the top modal dialog and closes it if not cancelled; `close()` closes
 *   it, focuses again what had focus before and fires `close` in a later task (as the browser
 *   queues it). The page behind is not made inert
 *   and Tab is not kept inside: that is the browser's part, checked by the e2e tests.
 * - Pointer capture (sonner's toasts capture the pointer when pressed).
 * - `scrollIntoView` (jsdom does not lay out; pages bring notices and results into view).
 */
export function fillJsdomGaps(): void {
  fillDialog();
  if (!('setPointerCapture' in Element.prototype)) {
    Object.assign(Element.prototype, {
      setPointerCapture: () => undefined,
      releasePointerCapture: () => undefined,
      hasPointerCapture: () => false,
    });
  }
  if (!('scrollIntoView' in Element.prototype)) {
    Object.assign(Element.prototype, { scrollIntoView: () => undefined });
  }
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(', ');

function fillDialog(): void {
  const proto = HTMLDialogElement.prototype;
  if (typeof proto.showModal === 'function') return;
  /** The open modal dialogs, the top one last. */
  const modals: HTMLDialogElement[] = [];
  const focusedBefore = new WeakMap<HTMLDialogElement, Element | null>();

  const show = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  const showModal = function (this: HTMLDialogElement) {
    if (this.open) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!this.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    focusedBefore.set(this, document.activeElement);
    this.setAttribute('open', '');
    modals.push(this);
    const target =
      this.querySelector<HTMLElement>('[autofocus]') ??
      (this.hasAttribute('autofocus') ? null : this.querySelector<HTMLElement>(FOCUSABLE)) ??
      this;
    target.focus();
  };
  const close = function (this: HTMLDialogElement, returnValue?: string) {
    if (!this.open) return;
    this.removeAttribute('open');
    if (returnValue !== undefined) this.returnValue = returnValue;
    const index = modals.indexOf(this);
    if (index >= 0) modals.splice(index, 1);
    const before = focusedBefore.get(this);
    focusedBefore.delete(this);
    if (before instanceof HTMLElement && before.isConnected) before.focus();
    // As the browser does: the `close` event is queued as a task, not fired inside close(), so a
    // dialog shown again at once (React StrictMode's second mount) still receives the old close.
    setTimeout(() => this.dispatchEvent(new Event('close')), 0);
  };
  Object.assign(proto, { show, showModal, close });

  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    const top = modals.filter((dialog) => dialog.isConnected).at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

/**
 * How long Testing Library's `findBy*` and `waitFor` wait in the apps' tests (its default: 1 s). A
 * page is a lazy chunk that the first render in a test file compiles on the fly, which on a busy
 * two-core machine running every suite at once has taken over 5 s; only a failing wait is slower.
 */
export const LAZY_PAGE_WAIT_MS = 15_000;
