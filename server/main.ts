import { loadConfig } from './config.ts';

// Configuration is checked before anything else loads, so a bad variable fails fast with its name.
const config = loadConfig();
const { start } = await import('./start.ts');
start(config).catch((err) => {
  console.error(err);
  process.exit(1);
});
