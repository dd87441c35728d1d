export * from './lib/password';
