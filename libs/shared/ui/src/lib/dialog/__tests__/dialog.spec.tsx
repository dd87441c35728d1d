import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode, useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog';
import { Dialog } from '../dialog';

/** A page with a button that opens the dialog, which closes through `onClose`. */
function Page({ focusSelf = false }: { focusSelf?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog labelledBy="title" onClose={() => setOpen(false)} focusSelf={focusSelf}>
          <h2 id="title">Save search</h2>
          <input aria-label="Name" />
          <button type="button" onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens modal, named by its heading, with focus on its first control', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Save search' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog.tagName).toBe('DIALOG');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('takes the focus itself with focusSelf (its name is read first)', async () => {
    const user = userEvent.setup();
    render(<Page focusSelf />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Save search' })).toHaveFocus();
  });

  it('closes on Escape and gives the focus back to what opened it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).toHaveFocus();
  });

  it('gives the focus back when its owner closes it', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('calls onClose when the browser closes it on its own', async () => {
    const onClose = vi.fn();
    render(
      <Dialog labelledBy="t" onClose={onClose}>
        <h2 id="t">Question</h2>
      </Dialog>,
    );
    (screen.getByRole('dialog') as HTMLDialogElement).close();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open under StrictMode (the first mount’s queued close is no close request)', async () => {
    const user = userEvent.setup();
    render(
      <StrictMode>
        <Page />
      </StrictMode>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Past the task in which the browser delivers the first mount's `close` event.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('dialog', { name: 'Save search' })).toHaveAttribute('open');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('ConfirmDialog', () => {
  it('asks with its title and body; Cancel, Escape and the confirm button answer', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog title="Archive this vacancy?" confirmLabel="Archive" onCancel={onCancel} onConfirm={onConfirm}>
        <p>It stops being shown.</p>
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Archive this vacancy?' });
    expect(dialog).toHaveTextContent('It stops being shown.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('blocks the answer while busy or while confirming is disabled', () => {
    const { rerender } = render(
      <ConfirmDialog title="Reject?" confirmLabel="Reject" onCancel={vi.fn()} onConfirm={vi.fn()} busy />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
    rerender(
      <ConfirmDialog title="Reject?" confirmLabel="Reject" onCancel={vi.fn()} onConfirm={vi.fn()} confirmDisabled />,
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();
  });
});
