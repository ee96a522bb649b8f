export * from './accounts';
export * from './content';
export * from './operations';
export * from './audit';
