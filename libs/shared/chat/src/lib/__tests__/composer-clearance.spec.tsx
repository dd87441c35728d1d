import { render } from '@testing-library/react';
import { MessageComposer } from '../components/message-composer';
import { COMPOSER_CLEARANCE_VAR } from '../components/use-composer-clearance';

const clearance = () => document.documentElement.style.getPropertyValue(COMPOSER_CLEARANCE_VAR);

describe('the composer keeps the toasts clear of it', () => {
  beforeEach(() => {
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(844);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('notes how much of the viewport bottom it covers while on screen, and nothing once gone', () => {
    vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 664,
      bottom: 844,
    } as DOMRect);
    const { unmount } = render(<MessageComposer onSend={() => undefined} />);
    expect(clearance()).toBe('180px');
    unmount();
    expect(clearance()).toBe('');
  });

  it('notes 0 while it is scrolled out of view', () => {
    vi.spyOn(HTMLFormElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 1200,
      bottom: 1380,
    } as DOMRect);
    render(<MessageComposer onSend={() => undefined} />);
    expect(clearance()).toBe('0px');
  });
});
