export * from './accounts';
export * from './content';
export * from './operations';
export * from './audit';
export * from './alarms';
export * from './statistics';
export * from './page-marks';
