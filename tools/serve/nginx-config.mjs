// Renders the nginx configuration kept in deploy/nginx/ (templates with {{NAME}} placeholders):
// used by `npm run serve` (tools/serve.mjs) for its run folder, by the test that runs `nginx -t`
// on the result, and as a CLI for a server (docs/operations.md):
//
//   npm run nginx-config -- --out /etc/nginx/conf.d/jobs.conf --config-dir /etc/jobs \
//     --dist /srv/jobs/dist/apps --api 127.0.0.1:3001,127.0.0.1:3002 \
//     --seeker jobs.example.com --employer employer.jobs.example.com --admin admin.jobs.example.com
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TEMPLATES = join(ROOT, 'deploy', 'nginx');

/** The three audiences, in APP_ORIGINS order, with their local ports under `npm run serve`. */
export const APPS = [
  { name: 'seeker', port: 8080, label: 'Seeker app', path: '/' },
  { name: 'employer', port: 8081, label: 'Employer app', path: '/employer' },
  { name: 'admin', port: 8082, label: 'Editor app', path: '/edit-vacancies-list' },
];

/** Fills every {{NAME}} of `template`; a placeholder without a value is an error (never a broken config). */
export const renderTemplate = (template, values) =>
  template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`nginx template: no value for {{${name}}}`);
    return String(value);
  });

const readTemplate = (name) => readFileSync(join(TEMPLATES, name), 'utf8');

/** A value nginx reads as one token: paths and names without spaces, quotes, braces or semicolons. */
const token = (value, what) => {
  if (!/^[^\s;{}'"]+$/.test(String(value))) throw new Error(`nginx config: ${what} "${value}" is not a plain token`);
  return String(value);
};

/**
 * The seeker site's answers for readers that run no JavaScript (link previews, crawlers), in its
 * server block: robots.txt and sitemap.xml are the API's; with `seoServer` (host:port
 * of tools/seo-pages-server.mjs), vacancy and company pages (and their /en/ variants) come from it:
 * index.html with the page's title, Open Graph and JSON-LD (404 with noindex for a page that does
 * not exist), or index.html as it is when that server does not answer.
 */
export const seoLocations = (seoServer) => {
  const robots = `    # robots.txt: the API's (text, with the sitemap's address on this site's /api), never index.html.
    location = /robots.txt {
        proxy_pass http://jobs_api/api/robots.txt;
    }
    # The sitemap at the site's root too (its ?page= passed on): the API's XML, never index.html.
    location = /sitemap.xml {
        proxy_pass http://jobs_api/api/sitemap.xml;
    }
`;
  if (!seoServer) return robots;
  return `${robots}    # Vacancy and company pages with their own head (title, description, canonical, Open Graph,
    # JSON-LD) in the HTML itself: the SEO pages server (tools/seo-pages-server.mjs) puts it into
    # index.html. When that server does not answer: index.html as it is (the app renders the head).
    location ~ ^/(en/)?(vacancies|companies)/[0-9]+/?$ {
        proxy_pass http://${token(seoServer, 'SEO pages server')};
        proxy_connect_timeout 1s;
        proxy_read_timeout 5s;
        error_page 502 503 504 = @jobs_spa;
        add_header X-Content-Type-Options nosniff always;
        add_header Referrer-Policy strict-origin-when-cross-origin always;
    }
    location @jobs_spa {
        try_files /index.html =404;
        add_header Cache-Control "no-cache" always;
        add_header X-Content-Type-Options nosniff always;
        add_header Referrer-Policy strict-origin-when-cross-origin always;
    }
`;
};

/**
 * The http-context part (deploy/nginx/jobs.conf.template): the API upstream and one server per app.
 * `apps`: [{ name, listen ("8080", "443 ssl"), serverName, root, runtimeConfig }]; `seoServer`
 * (host:port of tools/seo-pages-server.mjs): the seeker's vacancy and company pages come from it.
 */
/** The listen directive's parts, each a plain token ("443 ssl" → "443 ssl"). */
const listenOf = (listen) =>
  String(listen)
    .split(' ')
    .map((part) => token(part, 'listen'))
    .join(' ');

/**
 * One default server per listen address: a request whose Host is none of the apps' names is
 * closed without an answer (444; a TLS handshake for an unknown name is refused), so a forged
 * Host never reaches the API nor a cache.
 */
export const defaultServers = (apps) =>
  [...new Set(apps.map((app) => listenOf(app.listen)))]
    .map((listen) => {
      const tls = /(^| )ssl( |$)/.test(listen);
      return [
        '# Any other Host on this address: closed without an answer (no forged Host gets through).',
        'server {',
        `    listen ${listen} default_server;`,
        '    server_name _;',
        ...(tls ? ['    ssl_reject_handshake on;'] : []),
        '    return 444;',
        '}',
        '',
      ].join('\n');
    })
    .join('\n');

export const renderJobsConf = ({ apiServers, apps, seoServer }) => {
  if (apiServers.length === 0) throw new Error('nginx config: at least one API server');
  const appTemplate = readTemplate('app-server.conf.template');
  return renderTemplate(readTemplate('jobs.conf.template'), {
    DEFAULT_SERVERS: defaultServers(apps),
    API_SERVERS: apiServers
      .map((server) => `    server ${token(server, 'API server')} max_fails=1 fail_timeout=5s;`)
      .join('\n'),
    APP_SERVERS: apps
      .map((app) =>
        renderTemplate(appTemplate, {
          APP: app.name,
          LISTEN: listenOf(app.listen),
          // One or more names, separated by spaces.
          SERVER_NAME: String(app.serverName)
            .split(' ')
            .map((name) => token(name, 'server name'))
            .join(' '),
          ROOT: token(app.root, 'root'),
          RUNTIME_CONFIG: token(app.runtimeConfig, 'runtime configuration'),
          SEO_LOCATIONS: app.name === 'seeker' ? seoLocations(seoServer) : '',
        }),
      )
      .join('\n'),
  });
};

/** The whole standalone configuration of `npm run serve` (deploy/nginx/nginx.conf.template). */
export const renderMainConf = ({ runDir, mimeTypes = '/etc/nginx/mime.types', accessLog, user, workerProcesses = 2 }) =>
  renderTemplate(readTemplate('nginx.conf.template'), {
    RUN_DIR: token(runDir, 'run folder'),
    MIME_TYPES: token(mimeTypes, 'mime types'),
    ACCESS_LOG: accessLog ? token(accessLog, 'access log') : 'off',
    USER: user
      ? `user ${user
          .split(' ')
          .map((part) => token(part, 'user'))
          .join(' ')};`
      : '',
    WORKER_PROCESSES: workerProcesses,
  });

/** The public runtime configuration an app gets behind nginx: the built one, with the API on the same origin. */
export const runtimeConfigFor = (distDir, app, overrides = {}) => {
  const built = join(distDir, app, 'runtime-config.json');
  const base = existsSync(built) ? JSON.parse(readFileSync(built, 'utf8')) : {};
  return { ...base, apiBaseUrl: '/api', ...overrides };
};

/**
 * Writes a runnable configuration into `runDir`: nginx.conf (the one to pass to `nginx -c`),
 * jobs.conf, each app's runtime-config.json and the temp folders. Returns nginx.conf's path.
 */
export const writeServeConfig = ({
  runDir,
  distDir,
  apiPorts,
  host = 'localhost',
  appPorts,
  accessLog,
  user,
  seoPort,
}) => {
  for (const dir of ['tmp', 'tmp/client_body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi', 'runtime']) {
    // Workers run as `user` when nginx starts as root: they write request bodies and large
    // answers here.
    mkdirSync(join(runDir, dir), { recursive: true, mode: 0o1777 });
  }
  const apps = APPS.map((app, i) => {
    const runtimeConfig = join(runDir, 'runtime', `${app.name}.json`);
    writeFileSync(runtimeConfig, `${JSON.stringify(runtimeConfigFor(distDir, app.name))}\n`, { mode: 0o644 });
    return {
      name: app.name,
      listen: `${host === 'localhost' ? '127.0.0.1' : host}:${appPorts?.[i] ?? app.port}`,
      // Locally the apps answer to both spellings of this machine; nothing else (defaultServers).
      serverName: host === 'localhost' ? 'localhost 127.0.0.1' : host,
      root: join(distDir, app.name),
      runtimeConfig,
    };
  });
  writeFileSync(
    join(runDir, 'jobs.conf'),
    renderJobsConf({
      apiServers: apiPorts.map((port) => `127.0.0.1:${port}`),
      apps,
      seoServer: seoPort ? `127.0.0.1:${seoPort}` : undefined,
    }),
  );
  const main = join(runDir, 'nginx.conf');
  writeFileSync(main, renderMainConf({ runDir, accessLog, user }));
  return main;
};

const USAGE = `Usage: npm run nginx-config -- --out FILE --dist DIR --config-dir DIR --api HOST:PORT[,...]
    --seeker NAME --employer NAME --admin NAME [--listen 80] [--seo HOST:PORT | --seo none]

--seo: the SEO pages server (tools/seo-pages-server.mjs, deploy/systemd/jobs-seo.service) that
serves the seeker's vacancy and company pages with their heads [127.0.0.1:4210]; none: index.html.

Renders deploy/nginx/jobs.conf.template for a server (the http context: /etc/nginx/conf.d/jobs.conf)
and writes each app's runtime-config.json into --config-dir unless it exists (edit them for the
third parties' keys). --dist is the folder holding seeker/, employer/ and admin/ (dist/apps).`;

const cli = () => {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      dist: { type: 'string' },
      'config-dir': { type: 'string' },
      api: { type: 'string' },
      seeker: { type: 'string' },
      employer: { type: 'string' },
      admin: { type: 'string' },
      listen: { type: 'string', default: '80' },
      seo: { type: 'string', default: '127.0.0.1:4210' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const missing = ['out', 'dist', 'config-dir', 'api', 'seeker', 'employer', 'admin'].filter((key) => !values[key]);
  if (values.help || missing.length > 0) {
    if (missing.length > 0 && !values.help) console.error(`Missing: ${missing.map((key) => `--${key}`).join(', ')}\n`);
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const dist = resolve(values.dist);
  const configDir = resolve(values['config-dir']);
  mkdirSync(configDir, { recursive: true });
  const apps = APPS.map((app) => {
    const runtimeConfig = join(configDir, `${app.name}-runtime-config.json`);
    if (!existsSync(runtimeConfig)) {
      writeFileSync(runtimeConfig, `${JSON.stringify(runtimeConfigFor(dist, app.name), null, 2)}\n`);
      console.log(`wrote ${runtimeConfig}`);
    }
    return {
      name: app.name,
      listen: values.listen,
      serverName: values[app.name],
      root: join(dist, app.name),
      runtimeConfig,
    };
  });
  const text = renderJobsConf({
    apiServers: values.api.split(',').map((server) => server.trim()),
    apps,
    seoServer: values.seo === 'none' ? undefined : values.seo,
  });
  writeFileSync(values.out, text);
  console.log(`wrote ${values.out}; check it with: nginx -t`);
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    cli();
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
