import { describeAuthGuards } from '@jobs/testing';
import { redirectSignedInSeeker, requireSeeker } from '../guards';

describeAuthGuards({
  audience: 'seeker',
  loginPath: '/login',
  homePath: '/',
  requireSignedIn: requireSeeker,
  redirectSignedIn: redirectSignedInSeeker,
});
