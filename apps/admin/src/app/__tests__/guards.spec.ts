import { describeAuthGuards } from '@jobs/testing';
import { redirectSignedInEditor, redirectToEditorHome, requireEditor } from '../guards';

describeAuthGuards({
  audience: 'editor',
  loginPath: '/edit-vacancies-list/login',
  homePath: '/edit-vacancies-list',
  requireSignedIn: requireEditor,
  redirectSignedIn: redirectSignedInEditor,
  redirectToHome: redirectToEditorHome,
});
