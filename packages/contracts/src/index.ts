export * from './constants';
export * from './messages';
export * from './text';
export * from './validation';
export * from './envelope';
export * from './auth';
export * from './statistics';
export * from './plans';
