export * from './lib/client';
export * from './lib/schema';
