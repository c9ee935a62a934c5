/** Events and the academy (issue 26): the request schemas (inputs.ts, with the paths) and the views. */
export * from './inputs';
export * from './views';
