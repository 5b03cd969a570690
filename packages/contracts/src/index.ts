export * from './roles.js';
export * from './permissions.js';
export * from './errors.js';
export * from './common.js';
export * from './auth.js';
export * from './companies.js';
export * from './config.js';
export * from './users.js';
