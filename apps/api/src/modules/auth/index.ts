import { SESSION_EVENTS_CHANNEL } from '@jobs/server-db';
import fp from 'fastify-plugin';
import { API_PREFIX } from '../../lib/core';
import { accountsRoutes } from './accounts.routes';
import { createAccountsService, type AccountsService } from './accounts.service';
import { authPlugin } from './auth.plugin';
import { createAuthRepository, type AuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { emailChangeRoutes } from './email-change.routes';
import { createEmailChangeService } from './email-change.service';
import { SessionCache } from './session-cache';
import { createSessionEvents, sessionEventsHandler, type SessionEvents } from './session-events';
import { createTokenSigner, type TokenSigner } from './tokens';

/**
 * Who is asking: access tokens, the session cache every instance keeps in step, and
 * `request.user` / `app.authenticate` for every module's routes (so it loads first).
 */
export const sessionsModule = fp(
  async (app) => {
    const config = app.appConfig;
    const repo = createAuthRepository(app.database.db);
    const sessions = new SessionCache(
      config.SESSION_CACHE_TTL_SECONDS * 1000,
      config.SESSION_CACHE_MAX_ENTRIES,
      repo.loadSessionState,
    );
    app.channels.on(SESSION_EVENTS_CHANNEL, sessionEventsHandler(sessions));
    const signer = createTokenSigner(app.jwtSecret);
    app.decorate('authRepository', repo);
    app.decorate('tokenSigner', signer);
    app.decorate('sessions', sessions);
    app.decorate('sessionEvents', createSessionEvents(sessions, app.channels.listener, app.log));
    await app.register(authPlugin, { signer, sessions });
  },
  { name: 'sessions' },
);

/** Sign-up, sign-in and refresh, and the account's own e-mail and password. */
export const authModule = fp(
  async (app) => {
    const config = app.appConfig;
    const events = app.sessionEvents;
    const hashParams = { N: 2 ** config.PASSWORD_HASH_LOG_N, r: 8, p: 1 };
    const accounts = createAccountsService({ db: app.database.db, outbox: app.outbox, events, hashParams });
    const auth = createAuthService({
      repo: app.authRepository,
      signer: app.tokenSigner,
      events,
      hashParams,
      refreshGraceMs: config.REFRESH_REUSE_GRACE_SECONDS * 1000,
      onRegistered: accounts.onRegistered,
    });
    app.decorate('accounts', accounts);
    await app.register(
      async (api) => {
        await api.register(authRoutes, { auth, config, apiPrefix: API_PREFIX });
        await api.register(accountsRoutes, { accounts, config });
        await api.register(emailChangeRoutes, {
          emailChange: createEmailChangeService({ db: app.database.db, outbox: app.outbox }),
          config,
        });
      },
      { prefix: API_PREFIX },
    );
  },
  { name: 'auth', dependencies: ['sessions', 'email'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    authRepository: AuthRepository;
    tokenSigner: TokenSigner;
    sessions: SessionCache;
    /** Session changes, evicted here and broadcast to the other instances. */
    sessionEvents: SessionEvents;
    accounts: AccountsService;
  }
}
