/**
 * `fn` with its first argument (the database, usually) given: how a service factory binds the
 * plain functions it is an index of, keeping each one's own parameter and return types.
 */
export const bound =
  <D, A extends unknown[], R>(first: D, fn: (first: D, ...args: A) => R) =>
  (...args: A): R =>
    fn(first, ...args);
