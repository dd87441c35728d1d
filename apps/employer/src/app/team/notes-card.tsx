import { NOTE_MAX_LENGTH, noteBodySchema, noteRoutes, type Note } from '@jobs/contracts';
import { Button, Card, ConfirmDialog, FormError, Loader, LoadError, TextAreaField } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { formatDateTime } from '../format';
import { notesQuery, teamKeys } from './team-queries';
import styles from './team.module.css';

/** What a 404 means here. */
const NOTE_ERROR_WORDS = { notFound: msg`This note or candidate no longer exists.` };

/**
 * The company's private notes on a candidate: every member reads and adds; the author edits or
 * deletes their own. The candidate never sees them.
 */
export function NotesCard({ applicationId, myId }: { applicationId: number; myId: number | undefined }) {
  const apiClient = useApiClient();
  const { t } = useLingui();
  const query = useQuery(notesQuery(apiClient, applicationId));
  return (
    <Card aria-labelledby="notes-title">
      <h2 id="notes-title" className={styles.title}>
        <Trans>Notes</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>Only your company's team sees these notes; the candidate never does.</Trans>
      </p>
      {query.isPending && <Loader label={t`Loading the notes…`} />}
      {query.isError && (
        <LoadError onRetry={() => void query.refetch()}>
          <Trans>Could not load the notes.</Trans>
        </LoadError>
      )}
      {query.data && (
        <ul className={styles.notes} aria-label={t`Notes`}>
          {query.data.items.map((note) => (
            <NoteItem key={note.id} note={note} applicationId={applicationId} mine={note.by?.id === myId} />
          ))}
        </ul>
      )}
      <NoteForm applicationId={applicationId} />
    </Card>
  );
}

const bodyError = (body: string, t: (s: TemplateStringsArray, ...v: unknown[]) => string, max: string) => {
  const parsed = noteBodySchema.safeParse({ body });
  if (parsed.success) return null;
  return body.trim() ? t`A note must be at most ${max} characters.` : t`Write the note first.`;
};

function NoteForm({ applicationId }: { applicationId: number }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const [body, setBody] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const max = i18n.number(NOTE_MAX_LENGTH);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = bodyError(body, t, max);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    setBusy(true);
    try {
      await apiClient.call(noteRoutes.create, { params: { id: applicationId }, body: { body } });
      setBody('');
      await queryClient.invalidateQueries({ queryKey: teamKeys.notes(applicationId) });
    } catch (caught) {
      const described = describeServerError(caught, NOTE_ERROR_WORDS, i18n);
      setError(described.fields['body'] ?? described.form ?? t`Could not save the note.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <TextAreaField
        label={t`New note`}
        rows={3}
        value={body}
        maxLength={NOTE_MAX_LENGTH}
        error={error || undefined}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" busy={busy}>
        <Trans>Add the note</Trans>
      </Button>
    </form>
  );
}

function NoteItem({ note, applicationId, mine }: { note: Note; applicationId: number; mine: boolean }) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.body);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const max = i18n.number(NOTE_MAX_LENGTH);
  const author = note.by?.name ?? t`A former member`;
  const at = formatDateTime(i18n, note.created_at);
  const edited = note.updated_at !== note.created_at;

  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.notes(applicationId) });
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    setError('');
    try {
      await work();
      await refresh();
      return true;
    } catch (caught) {
      setError(describeServerError(caught, NOTE_ERROR_WORDS, i18n).form ?? t`Could not change the note.`);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = bodyError(draft, t, max);
    if (problem) {
      setError(problem);
      return;
    }
    if (await run(() => apiClient.call(noteRoutes.update, { params: { id: note.id }, body: { body: draft } }))) {
      setEditing(false);
    }
  };

  return (
    <li className={styles.note}>
      <div className={styles.noteMeta}>
        <strong>{author}</strong> · <time dateTime={note.created_at}>{at}</time>
        {edited && (
          <>
            {' '}
            · <Trans>edited</Trans>
          </>
        )}
      </div>
      {editing ? (
        <form onSubmit={(event) => void save(event)} noValidate>
          <TextAreaField
            label={t`Edit the note`}
            rows={3}
            value={draft}
            maxLength={NOTE_MAX_LENGTH}
            error={error || undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy}>
              <Trans>Save</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setEditing(false)}>
              <Trans>Cancel</Trans>
            </Button>
          </div>
        </form>
      ) : (
        <>
          <p className={styles.noteBody}>{note.body}</p>
          <FormError>{error || undefined}</FormError>
          {mine && (
            <div className={styles.actions}>
              <Button
                variant="secondary"
                onClick={() => {
                  setDraft(note.body);
                  setEditing(true);
                }}
              >
                <Trans>Edit</Trans>
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                <Trans>Delete</Trans>
              </Button>
            </div>
          )}
        </>
      )}
      {confirming && (
        <ConfirmDialog
          title={t`Delete this note?`}
          confirmLabel={t`Delete`}
          busy={busy}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            void run(() => apiClient.call(noteRoutes.remove, { params: { id: note.id } })).then(() =>
              setConfirming(false),
            )
          }
        />
      )}
    </li>
  );
}
