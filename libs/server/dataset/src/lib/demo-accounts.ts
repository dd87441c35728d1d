/** The password of every demo account (and of generated seekers). Never used in production. */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_COMPANY_NAME = 'Demo Company';

export type DemoAccount = {
  role: 'seeker' | 'employer' | 'editor';
  email: string;
  password: string;
  name: string;
  /** The employer's company. */
  company?: string;
};

/** The demo accounts of product.md: printed at start, listed in the README, used by e2e tests. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  { role: 'seeker', email: 'seeker@demo.jobs', password: DEMO_PASSWORD, name: 'Алексей Смирнов' },
  {
    role: 'employer',
    email: 'employer@demo.jobs',
    password: DEMO_PASSWORD,
    name: 'Мария Иванова',
    company: DEMO_COMPANY_NAME,
  },
  { role: 'editor', email: 'editor@demo.jobs', password: DEMO_PASSWORD, name: 'Ольга Соколова' },
];

export const demoAccount = (role: DemoAccount['role']): DemoAccount => {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo ${role}`);
  return account;
};
