import { useChats } from '@jobs/chat';
import { serviceRoutes, type Service } from '@jobs/contracts';
import { Button, ButtonLink, FormError, Loader, PageTitle } from '@jobs/ui';
import { useApiClient } from '@jobs/web-platform';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { chatPath } from '../chat/chat-paths';
import { useUiLocale } from '../i18n/ui-locale';
import { LISTS_STALE_MS } from '../search/search-queries';
import styles from '../services/services.module.css';
import { useIsSignedIn } from '../session/use-is-signed-in';

function ServiceCard({ service, signedIn }: { service: Service; signedIn: boolean }) {
  const apiClient = useApiClient();
  const { reload } = useChats();
  const navigate = useNavigate();
  const { t, i18n } = useLingui();
  const request = useMutation({
    mutationFn: () => apiClient.call(serviceRoutes.request, { params: { id: service.id } }),
    onSuccess: async (chat) => {
      // The chat page finds the new chat in the list.
      await reload().catch(() => []);
      void navigate(chatPath(chat.id));
    },
  });
  const headingId = `service-${service.id}`;
  const title = service.title;
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {service.title}
      </h2>
      <p className={styles.text}>{service.description}</p>
      <p className={styles.price}>
        {service.price_rub === null
          ? t`Free`
          : i18n.number(service.price_rub, {
              style: 'currency',
              currency: 'RUB',
              currencyDisplay: 'narrowSymbol',
              maximumFractionDigits: 0,
            })}
      </p>
      <FormError>{request.isError ? t`Could not send the request. Try again.` : null}</FormError>
      {signedIn ? (
        <Button busy={request.isPending} aria-label={t`Request ${title}`} onClick={() => request.mutate()}>
          <Trans>Request</Trans>
        </Button>
      ) : (
        <ButtonLink to="/login">
          <Trans>Sign in to request</Trans>
        </ButtonLink>
      )}
    </article>
  );
}

/** `/services`: the platform team's services; "Request" opens the chat with the team about it. */
export function ServicesPage() {
  const apiClient = useApiClient();
  const signedIn = useIsSignedIn();
  const { t } = useLingui();
  const locale = useUiLocale();
  const services = useQuery({
    queryKey: ['services', locale],
    queryFn: ({ signal }) => apiClient.call(serviceRoutes.list, { query: { locale } }, { signal }),
    staleTime: LISTS_STALE_MS,
  });
  return (
    <>
      <PageTitle
        title={t`Services`}
        description={t`Help from the platform team: each request opens a chat where a consultant answers you.`}
      />
      {services.isPending && <Loader label={t`Loading services…`} />}
      {services.isError && (
        <FormError>
          <p>
            <Trans>Could not load the services.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void services.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </FormError>
      )}
      {services.data && (
        <ul className={styles.list} aria-label={t`Services`}>
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
