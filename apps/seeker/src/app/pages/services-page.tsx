import { useChats } from '@jobs/chat';
import { serviceRoutes, type Service } from '@jobs/contracts';
import { Button, ButtonLink, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { chatPath } from '../chat/chat-paths';
import { UI_LOCALE } from '../profile/ui-locale';
import styles from '../services/services.module.css';
import { useIsSignedIn } from '../session/use-is-signed-in';

function ServiceCard({ service, signedIn }: { service: Service; signedIn: boolean }) {
  const apiClient = useApiClient();
  const { reload } = useChats();
  const navigate = useNavigate();
  const request = useMutation({
    mutationFn: () => apiClient.call(serviceRoutes.request, { params: { id: service.id } }),
    onSuccess: async (chat) => {
      // The chat page finds the new chat in the list.
      await reload().catch(() => []);
      void navigate(chatPath(chat.id));
    },
  });
  const headingId = `service-${service.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {service.title}
      </h2>
      <p className={styles.text}>{service.description}</p>
      <p className={styles.price}>{service.price_rub === null ? 'Free' : `${service.price_rub} ₽`}</p>
      <FormError>{request.isError ? 'Could not send the request. Try again.' : null}</FormError>
      {signedIn ? (
        <Button busy={request.isPending} aria-label={`Request ${service.title}`} onClick={() => request.mutate()}>
          Request
        </Button>
      ) : (
        <ButtonLink to="/login">Sign in to request</ButtonLink>
      )}
    </article>
  );
}

/** `/services`: the platform team's services; "Request" opens the chat with the team about it. */
export function ServicesPage() {
  const apiClient = useApiClient();
  const signedIn = useIsSignedIn();
  const services = useQuery({
    queryKey: ['services', UI_LOCALE],
    queryFn: ({ signal }) => apiClient.call(serviceRoutes.list, { query: { locale: UI_LOCALE } }, { signal }),
    staleTime: 5 * 60_000,
  });
  return (
    <>
      <PageTitle
        title="Services"
        description="Help from the platform team: each request opens a chat where a consultant answers you."
      />
      {services.isPending && <Loader label="Loading services…" />}
      {services.isError && (
        <FormError>
          <p>Could not load the services.</p>
          <Button variant="secondary" onClick={() => void services.refetch()}>
            Try again
          </Button>
        </FormError>
      )}
      {services.data && (
        <ul className={styles.list} aria-label="Services">
          {services.data.map((service) => (
            <li key={service.id}>
              <ServiceCard service={service} signedIn={signedIn} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
