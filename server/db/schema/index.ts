export * from './users';
export * from './providers';
export * from './menu';
export * from './orders';
export * from './content';
export * from './tickets';
export * from './money';
export * from './addresses';
