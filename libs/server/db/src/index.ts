export * from './lib/channels';
export * from './lib/client';
export * from './lib/lock';
export * from './lib/prepared';
export * from './lib/schema';
