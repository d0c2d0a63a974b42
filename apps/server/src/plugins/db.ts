import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';
import { runOverdueWork } from '../db/end-of-turn.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** Reads that may be a moment behind (a replica's): catalogue, paper, results, statistics. */
    readDb: Db;
    database: Database;
  }
}

export const dbPlugin = fp<{ database: Database }>(async (app, { database }) => {
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('readDb', database.readDb);
  // Statements gathered for the end of the turn go out even when a burst keeps it far (decision 031).
  app.addHook('onRequest', (_request, _reply, done) => {
    runOverdueWork();
    done();
  });
});
