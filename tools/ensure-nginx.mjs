// Makes sure Debian's nginx is installed for `npm run serve` and its tests (like ensure-chromium.mjs).
// Only the binary is used: serve runs it with a configuration of its own (`nginx -c`), never the
// system's /etc/nginx site nor its service. Prints the binary's path.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const NGINX_PATH = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Installs nginx when missing (`apt-get install -y nginx-light` or `nginx`); returns the binary's path. */
export const ensureNginx = () => {
  if (existsSync(NGINX_PATH)) return NGINX_PATH;
  console.log(`nginx is missing at ${NGINX_PATH}: installing Debian's package (apt-get install -y nginx)...`);
  const asRoot = process.getuid?.() === 0;
  const run = (args) =>
    execFileSync(asRoot ? args[0] : 'sudo', asRoot ? args.slice(1) : args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  // The package's own service must not start (and hold port 80): policy-rc.d would be the Debian
  // way; the package only starts it where systemd runs, and serve never uses it.
  const install = ['apt-get', 'install', '-y', '--no-install-recommends', 'nginx'];
  try {
    try {
      run(install);
    } catch {
      run(['apt-get', 'update']);
      run(install);
    }
  } catch (error) {
    throw new Error(`Could not install nginx (${error.message}). Install it yourself: apt-get install -y nginx`);
  }
  if (!existsSync(NGINX_PATH)) throw new Error(`apt-get finished but ${NGINX_PATH} is still missing.`);
  return NGINX_PATH;
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(ensureNginx());
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
