/** `npm run serve` (e2e/playwright.prod.config.ts): nginx's three origins, each with the API at /api. */
export const PROD_SEEKER_URL = 'http://localhost:8080';
export const PROD_EMPLOYER_URL = 'http://localhost:8081';
export const PROD_ADMIN_URL = 'http://localhost:8082';
export const PROD_API_URL = `${PROD_SEEKER_URL}/api`;
/** The API instances behind nginx (API_INSTANCES=2 from port 3001), reached directly only to look at them. */
export const PROD_API_PORTS = [3001, 3002];
/** serve's run folder (SERVE_RUN_DIR): nginx.conf and one `<name>.pid` per process. */
export const PROD_RUN_DIR = new URL('../../../tmp/e2e-prod-run/', import.meta.url).pathname;
