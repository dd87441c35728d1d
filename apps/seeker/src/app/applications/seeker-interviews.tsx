import { interviewRoutes, type Interview } from '@jobs/contracts';
import { InterviewCard } from '@jobs/chat';
import { useApiClient } from '@jobs/web-platform';
import { Trans } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshApplications } from './application-queries';
import styles from './applications.module.css';

const QUERY_KEY = ['interviews', 'seeker'] as const;

/** Interviews shown: the open ones, then those of the last 30 days. */
const shown = (items: Interview[]) => {
  const recent = Date.now() - 30 * 86_400_000;
  return items.filter(
    (item) =>
      item.status === 'proposed' ||
      item.status === 'scheduled' ||
      Date.parse(item.starts_at ?? item.slots[0] ?? '') >= recent,
  );
};

/** The seeker's interviews on the applications page: confirm a time, propose others, cancel. */
export function SeekerInterviews() {
  const apiClient = useApiClient();
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => apiClient.call(interviewRoutes.seekerList, { query: {} }, { signal }),
  });
  const items = shown(data?.items ?? []);
  if (items.length === 0) return null;
  const refresh = () => queryClient.invalidateQueries({ queryKey: QUERY_KEY });
  const after = async (work: Promise<unknown>) => {
    await work;
    await refresh();
    void refreshApplications(queryClient);
  };
  return (
    <section className={styles.interviews} aria-labelledby="seeker-interviews">
      <h2 id="seeker-interviews" className={styles.interviewsTitle}>
        <Trans>Interviews</Trans>
      </h2>
      {items.map((interview) => (
        <InterviewCard
          key={interview.id}
          interview={interview}
          side="seeker"
          heading={`${interview.vacancy.title} — ${interview.company.name}`}
          onConfirm={(slot) =>
            after(apiClient.call(interviewRoutes.confirm, { params: { id: interview.id }, body: { slot } }))
          }
          onPropose={(body) => after(apiClient.call(interviewRoutes.counter, { params: { id: interview.id }, body }))}
          onCancel={(reason) =>
            after(apiClient.call(interviewRoutes.cancel, { params: { id: interview.id }, body: { reason } }))
          }
        />
      ))}
    </section>
  );
}
