/** The signed-in user's place in the query cache (its own module: the login page needs only this). */
export const userQueryKey = ['user'] as const;
