import { interviewRoutes, type EmployerApplication } from '@jobs/contracts';
import { InterviewCard, ProposeInterviewDialog } from '@jobs/chat';
import { Button, Card } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styles from './candidates.module.css';

export const EMPLOYER_INTERVIEWS_KEY = ['interviews', 'employer'] as const;

/** The statuses an interview may be proposed from (the API moves new and viewed to invited). */
const PROPOSABLE = new Set(['new', 'viewed', 'invited', 'offer']);

/** The candidate's interviews on the candidate page: propose one, confirm, reschedule, cancel. */
export function CandidateInterviews({
  application,
  onChanged,
}: {
  application: EmployerApplication;
  onChanged: () => void;
}) {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const [proposing, setProposing] = useState(false);
  const { data } = useQuery({
    queryKey: EMPLOYER_INTERVIEWS_KEY,
    queryFn: ({ signal }) => apiClient.call(interviewRoutes.employerList, { query: {} }, { signal }),
  });
  const items = (data?.items ?? []).filter((item) => item.application_id === application.id);
  const after = async (work: Promise<unknown>) => {
    await work;
    await queryClient.invalidateQueries({ queryKey: EMPLOYER_INTERVIEWS_KEY });
    onChanged();
  };
  const canPropose = PROPOSABLE.has(application.status);
  return (
    <Card aria-labelledby="interviews-title">
      <h2 id="interviews-title" className={styles.sectionTitle}>
        <Trans>Interviews</Trans>
      </h2>
      <div className={styles.interviewList}>
        {items.map((interview) => (
          <InterviewCard
            key={interview.id}
            interview={interview}
            side="employer"
            heading={interview.vacancy.title}
            onConfirm={(slot) =>
              after(apiClient.call(interviewRoutes.confirm, { params: { id: interview.id }, body: { slot } }))
            }
            onPropose={(body) => after(apiClient.call(interviewRoutes.counter, { params: { id: interview.id }, body }))}
            onCancel={(reason) =>
              after(apiClient.call(interviewRoutes.cancel, { params: { id: interview.id }, body: { reason } }))
            }
          />
        ))}
        {canPropose && (
          <div>
            <Button onClick={() => setProposing(true)}>
              <Trans>Schedule an interview</Trans>
            </Button>
          </div>
        )}
      </div>
      {proposing && (
        <ProposeInterviewDialog
          mode="new"
          timeZone={data?.time_zone ?? 'Europe/Moscow'}
          onClose={() => setProposing(false)}
          onSubmit={async (body) => {
            await after(apiClient.call(interviewRoutes.propose, { params: { id: application.id }, body }));
            setProposing(false);
          }}
        />
      )}
    </Card>
  );
}
