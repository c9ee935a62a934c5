/**
 * The RTK Query API's reducer path. Kept apart from store/api/base.ts so an eagerly loaded slice can
 * match the API's actions (see authSlice) without loading RTK Query itself.
 */
export const API_PATH = 'api';
