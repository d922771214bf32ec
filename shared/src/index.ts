export * from './limits.ts';
export * from './api-paths.ts';
export * from './messages.ts';
export * from './schemas.ts';
export * from './news-api.ts';
export * from './token.ts';
export * from './time.ts';
export * from './admin-api.ts';
