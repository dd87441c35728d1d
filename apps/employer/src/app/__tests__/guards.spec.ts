import { describeAuthGuards } from '@jobs/testing';
import { redirectSignedInEmployer, redirectToEmployerHome, requireEmployer } from '../guards';

describeAuthGuards({
  audience: 'employer',
  loginPath: '/employer/login',
  homePath: '/employer',
  requireSignedIn: requireEmployer,
  redirectSignedIn: redirectSignedInEmployer,
  redirectToHome: redirectToEmployerHome,
});
