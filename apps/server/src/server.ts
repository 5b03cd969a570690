import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';

/** Starts the server as `npm start` does: configuration, database, listen, graceful stop. */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, firstStart } = await buildApp(config, { logger: { level: config.logLevel } });
  if (firstStart.created && firstStart.generatedPassword) {
    // Printed once: the operator signs in with it and changes it.
    console.log(
      [
        '',
        '  First start: a Super-Admin was created.',
        `    email:    ${firstStart.adminEmail}`,
        `    password: ${firstStart.generatedPassword}`,
        '  Change this password after signing in (Settings → Change Password).',
        '',
      ].join('\n'),
    );
  }
  const close = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', (s) => void close(s));
  process.once('SIGINT', (s) => void close(s));
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
