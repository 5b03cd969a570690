import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A PostgreSQL database of the test's own, next to TEST_DATABASE_URL's: for servers started as
 * separate processes, which choose their database by DATABASE_URL alone (no schema setting).
 * `drop` removes it, whoever is still connected.
 */
export async function createScratchDatabase(prefix: string) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('a PostgreSQL test needs TEST_DATABASE_URL');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const run = async (statement: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: () => run(`drop database if exists ${name} with (force)`),
  };
}
