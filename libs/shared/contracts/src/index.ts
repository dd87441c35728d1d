export * from './lib/errors';
export * from './lib/common';
export * from './lib/auth';
export * from './lib/company';
export * from './lib/health';
export * from './lib/route';
export * from './lib/routes';
export * from './lib/chat';
