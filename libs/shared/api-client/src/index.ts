export * from './lib/api-client';
