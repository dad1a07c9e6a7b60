import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

const config = loadConfig();
const app = await buildApp({ logger: true });

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

try {
  // Fastify logs one line per network interface; quiet it and log a single line with the URL instead.
  const level = app.log.level;
  app.log.level = 'warn';
  await app.listen({ port: config.port, host: config.host });
  app.log.level = level;
  const shown = config.host === '0.0.0.0' ? 'localhost' : config.host;
  app.log.info(`MTS server listening on http://${shown}:${config.port} (API ${config.apiBase}, docs /docs, db ${app.dbDriver})`);
} catch (err) {
  app.log.error(err);
  await app.close();
  process.exit(1);
}
