/** Injection token for the resolved database URL (DATABASE_URL or the embedded cluster's). */
export const DATABASE_URL = Symbol('DATABASE_URL');
