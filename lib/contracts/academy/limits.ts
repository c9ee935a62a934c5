/** Plain numbers of the academy's rules, without zod, for client code (the schemas in ./inputs use them). */

/** Most tickets one purchase may take. */
export const EVENT_MAX_TICKETS_PER_PURCHASE = 10;
