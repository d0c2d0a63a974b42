import type { Db } from './client.ts';

/** A statement with its parameters, as the driver itself sends it. */
export interface DriverStatement {
  /** Under this name PostgreSQL keeps the statement's plan, once per connection. */
  name: string;
  text: string;
  values: unknown[];
}

/**
 * The driver under a Db, for the few statements Drizzle's query builder cannot express and that
 * must not be planned on every call (the answer saves, decision 028): node-postgres's named
 * statements on PostgreSQL; PGlite, one session with no named statements, plans each call.
 */
export interface Driver {
  kind: 'pglite' | 'postgres';
  query<T>(statement: DriverStatement): Promise<T[]>;
  /** Statements without parameters or rows, e.g. a function's definition. */
  exec(text: string): Promise<void>;
}

const drivers = new WeakMap<Db, Driver>();

/** Called by openDatabase for each Db it opens. */
export const registerDriver = (db: Db, driver: Driver) => drivers.set(db, driver);

export function driverOf(db: Db): Driver {
  const driver = drivers.get(db);
  if (!driver) throw new Error('This Db was not opened by openDatabase: it has no driver.');
  return driver;
}
