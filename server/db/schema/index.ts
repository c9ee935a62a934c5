export * from './users';
export * from './providers';
export * from './menu';
export * from './orders';
export * from './tickets';
export * from './content';
