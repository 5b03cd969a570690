import { parseArgs } from 'node:util';
import { randomBytes } from 'node:crypto';
import { isRoleName } from '@karyayojana/contracts';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { hashPassword } from '../features/auth/passwords.js';
import { tokensRepository } from '../features/auth/tokens.repository.js';
import { usersRepository } from '../features/users/users.repository.js';

const usage = `Operator commands for users, from the shell (same DATA_DIR / DATABASE_URL as the server):

  npm run user -- reset-password --email EMAIL [--password NEW]
      Sets a new password (generated and printed when --password is not given)
      and signs the user out everywhere.

  npm run user -- create --email EMAIL --name NAME [--role Super-Admin|admin|user]
                         [--company-id ID] [--password PASSWORD]
      Creates a user. Without --company-id the user joins the owner company
      (Super-Admins must belong to it).
`;

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string', default: 'Super-Admin' },
      'company-id': { type: 'string' },
      password: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command || !values.email) {
    console.log(usage);
    return values.help ? 0 : 2;
  }
  const password = values.password ?? randomBytes(12).toString('base64url');
  if (password.length < 8) {
    console.error('The password must be at least 8 characters.');
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const db = database.db;
  try {
    await migrateToLatest(db);
    const users = usersRepository(db);
    const emailKey = values.email.trim().toLowerCase();
    const now = new Date().toISOString();
    if (command === 'reset-password') {
      const id = await users.findIdByEmail(emailKey);
      if (id === undefined) {
        console.error(`No user has the email ${values.email}.`);
        return 1;
      }
      const hash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await usersRepository(trx).setPassword(id, hash, now);
        await tokensRepository(trx).revokeAllOf(id);
      });
      console.log(`Password of ${values.email} set${values.password ? '' : ` to: ${password}`}`);
      return 0;
    }
    if (command === 'create') {
      const role = values.role;
      if (!isRoleName(role) || !values.name) {
        console.error('create needs --name and a --role of Super-Admin, admin or user.');
        return 2;
      }
      if (await users.emailTaken(emailKey)) {
        console.error(`A user with the email ${values.email} exists already.`);
        return 1;
      }
      const owner = await db
        .selectFrom('companies')
        .select(['id'])
        .where('is_owner', '=', 1)
        .executeTakeFirst();
      const companyId = values['company-id'] ? Number(values['company-id']) : owner?.id;
      const company = companyId
        ? await db
            .selectFrom('companies')
            .select(['id', 'is_owner'])
            .where('id', '=', companyId)
            .executeTakeFirst()
        : undefined;
      if (!company) {
        console.error('No such company (start the server once to create the owner company).');
        return 1;
      }
      if (role === 'Super-Admin' && company.is_owner !== 1) {
        console.error('Only the owner company may hold Super-Admins.');
        return 1;
      }
      const id = await users.insert({
        companyId: company.id,
        roleId: await users.roleId(role),
        name: values.name,
        email: values.email.trim(),
        passwordHash: await hashPassword(password),
        now,
      });
      console.log(
        `Created user #${id} ${values.email} (${role})${values.password ? '' : `, password: ${password}`}`,
      );
      return 0;
    }
    console.log(usage);
    return 2;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
