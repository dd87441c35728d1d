import { act, render, screen } from '@testing-library/react';
import { AfterPageLoad } from '../after-page-load';

/** A paragraph rendered only after the page has loaded. */
const renderLater = () =>
  render(
    <AfterPageLoad>
      <p>later</p>
    </AfterPageLoad>,
  );

describe('AfterPageLoad', () => {
  const readyState = (state: DocumentReadyState) => vi.spyOn(document, 'readyState', 'get').mockReturnValue(state);

  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('renders nothing while the page loads, its children once it has loaded and the browser is idle', async () => {
    readyState('loading');
    renderLater();
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(screen.queryByText('later')).toBeNull();
    readyState('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      vi.advanceTimersByTime(0);
    });
    expect(screen.getByText('later')).toBeInTheDocument();
  });

  it('on a page already loaded, renders its children at the next idle moment, not in the first render', async () => {
    readyState('complete');
    renderLater();
    expect(screen.queryByText('later')).toBeNull();
    await act(async () => vi.advanceTimersByTime(0));
    expect(screen.getByText('later')).toBeInTheDocument();
  });

  it('waits for nothing once unmounted', async () => {
    readyState('loading');
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const { unmount } = renderLater();
    const listener = add.mock.calls.find(([type]) => type === 'load')?.[1];
    unmount();
    expect(remove).toHaveBeenCalledWith('load', listener);
  });
});
