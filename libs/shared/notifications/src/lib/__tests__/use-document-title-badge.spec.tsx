import { renderHook, waitFor } from '@testing-library/react';
import { useDocumentTitleBadge, withTitleBadge } from '../use-document-title-badge';

describe('useDocumentTitleBadge', () => {
  beforeEach(() => {
    document.title = 'Chats · Jobs';
  });

  it('prefixes the title with (N) while N > 0 and removes it at 0', () => {
    const { rerender, unmount } = renderHook(({ count }) => useDocumentTitleBadge(count), {
      initialProps: { count: 3 },
    });
    expect(document.title).toBe('(3) Chats · Jobs');

    rerender({ count: 12 });
    expect(document.title).toBe('(12) Chats · Jobs');

    rerender({ count: 0 });
    expect(document.title).toBe('Chats · Jobs');

    rerender({ count: 1 });
    unmount();
    expect(document.title).toBe('Chats · Jobs');
  });

  it('keeps the badge when the page changes the title', async () => {
    renderHook(() => useDocumentTitleBadge(2));
    document.title = 'Profile · Jobs';
    await waitFor(() => expect(document.title).toBe('(2) Profile · Jobs'));
  });

  it('leaves a title without a count alone', () => {
    renderHook(() => useDocumentTitleBadge(0));
    expect(document.title).toBe('Chats · Jobs');
  });

  it('replaces rather than stacks prefixes', () => {
    expect(withTitleBadge('(4) Chats', 5)).toBe('(5) Chats');
    expect(withTitleBadge('(4) Chats', 0)).toBe('Chats');
  });
});
