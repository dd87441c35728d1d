import { employerVacancyRoutes, updateAccountBodySchema } from '@jobs/contracts';
import { Button, FormError, TextField } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import styles from './profile-page.module.css';

/** A 404 here: the account is gone. */
const ACCOUNT_ERROR_WORDS = { notFound: msg`This account no longer exists.` };

export type AccountFormProps = {
  name: string;
  email: string;
  onSaved: () => void;
};

/** The employer's own account: the name colleagues and candidates see (the e-mail is the login). */
export function AccountForm({ name: initialName, email, onSaved }: AccountFormProps) {
  const apiClient = useApiClient();
  const { t } = useLingui();
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState('');

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice('');
    const parsed = updateAccountBodySchema.safeParse({ name });
    if (!parsed.success) {
      setError(t`Enter your name (at most 100 characters)`);
      return;
    }
    setError(undefined);
    setFormError(undefined);
    setSaving(true);
    try {
      const saved = await apiClient.call(employerVacancyRoutes.updateAccount, { body: parsed.data });
      setName(saved.name);
      onSaved();
      setNotice(t`Your name was saved.`);
    } catch (failure) {
      const described = describeServerError(failure, ACCOUNT_ERROR_WORDS);
      setError(described.fields['name']);
      setFormError(described.form);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      noValidate
      aria-labelledby="account-title"
      className={styles.form}
      onSubmit={(event) => void handleSubmit(event)}
    >
      <h2 id="account-title" className={styles.sectionTitle}>
        <Trans>Your account</Trans>
      </h2>
      <FormError>{formError}</FormError>
      <TextField
        label={t`Your name`}
        autoComplete="name"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={error}
      />
      <TextField
        label={t`E-mail`}
        value={email}
        readOnly
        hint={t`The e-mail you sign in with cannot be changed here.`}
      />
      <div className={styles.formActions}>
        <Button type="submit" busy={saving}>
          <Trans>Save my name</Trans>
        </Button>
        <span aria-live="polite" className={styles.muted}>
          {notice}
        </span>
      </div>
    </form>
  );
}
