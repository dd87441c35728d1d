import { employerVacancyRoutes, type ManagedVacancy } from '@jobs/contracts';
import { Card, FormError, SelectField } from '@jobs/ui';
import { describeServerError } from '@jobs/vacancy-editor';
import { useApiClient } from '@jobs/web-platform';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { teamQuery } from './team-queries';

/** What a 404 means here. */
const RESPONSIBLE_ERROR_WORDS = { notFound: msg`This vacancy no longer exists.` };

/**
 * Who of the team answers for a vacancy: chosen from the members, saved at once (no review: it is
 * the company's own affair). Its candidates can be filtered by it.
 */
export function ResponsibleMember({
  vacancy,
  onSaved,
}: {
  vacancy: ManagedVacancy;
  onSaved: (vacancy: ManagedVacancy) => void;
}) {
  const apiClient = useApiClient();
  const { t, i18n } = useLingui();
  const team = useQuery(teamQuery(apiClient));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const options = (team.data?.members ?? []).map((member) => ({ value: String(member.user_id), label: member.name }));

  const change = async (value: string) => {
    if (!value) return;
    setBusy(true);
    setError('');
    try {
      onSaved(
        await apiClient.call(employerVacancyRoutes.update, {
          params: { id: vacancy.id },
          body: { version: vacancy.version, responsible_user_id: Number(value) },
        }),
      );
    } catch (caught) {
      const described = describeServerError(caught, RESPONSIBLE_ERROR_WORDS, i18n);
      setError(described.fields['responsible_user_id'] ?? described.form ?? t`Could not change who is responsible.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card aria-labelledby="responsible-title">
      <h2 id="responsible-title" className="ui-visually-hidden">
        <Trans>Responsible member</Trans>
      </h2>
      <SelectField
        label={t`Responsible member`}
        hint={t`The member who answers this vacancy's candidates.`}
        placeholder={t`Nobody`}
        options={options}
        disabled={busy || !team.data}
        value={vacancy.responsible_user_id === null ? '' : String(vacancy.responsible_user_id)}
        onChange={(event) => void change(event.target.value)}
      />
      <FormError>{error || undefined}</FormError>
    </Card>
  );
}
