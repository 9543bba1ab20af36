/**
 * Where the generic JSON:API endpoints are. Its own module so that the query keys, which the public
 * entry reads, do not bring the data provider into the entry's JavaScript.
 */
export const API_BASE = '/api/v1';
