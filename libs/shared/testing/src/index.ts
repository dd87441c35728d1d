export {
  createFakeApi,
  type FakeApi,
  type FakeApiRoute,
  type FakeRouteHandler,
  type RecordedCall,
} from './lib/create-fake-api';
