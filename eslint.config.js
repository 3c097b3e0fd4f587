import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import formatjs from 'eslint-plugin-formatjs';

/** The files whose words all come from the catalogue (contracts/messages/converted.ts says what is left). */
const CONVERTED_FILES = JSON.parse(readFileSync(new URL('./contracts/messages/converted-files.json', import.meta.url), 'utf8'));

/*
 * The layers and their one-way imports (docs/architecture.md):
 *   contracts/  the only bridge between the browser and the server: imports zod (zod/mini for small islands' forms) and other contracts only;
 *   views/      server-rendered React: contracts, views, and client/islands (a page renders its islands); never
 *               server/ or graphql/, so every view is browser-safe;
 *   client/     islands: contracts, client, and views (components and copy a page and its island share);
 *   server/, graphql/: never client/. Only server/db and server/domain talk to knex; the domain never imports
 *   express or graphql, nor the layers above it (server/http, server/render, graphql/). Import cycles are refused
 *   by madge in `npm run lint`.
 * Inside the domain an area reads its own tables through its `*.queries.ts`; another area (and the layers above)
 * reaches them only through the area's services or the `index.ts` it exports. Area-level cycles are held by
 * test/unit/lint/area-cycles.test.ts.
 */
const KNEX = { name: 'knex', message: 'Only server/db and server/domain talk to knex.', allowTypeImports: true };
const NO_CLIENT = { regex: '^(\\.\\./)+client/', message: 'The server never imports the browser code: share it through contracts/.' };
const NO_SERVER = {
  regex: '^(\\.\\./)+(server|graphql)/',
  message: 'The browser side (client/, views/) imports contracts/, never server/ or graphql/.',
};
const CONTRACTS_ONLY = {
  regex: '^(?!zod$|zod/mini$|@date-fns/tz/tzOffset$|\\./)',
  message: 'contracts/ imports zod (zod/mini where a small island needs the rules), @date-fns/tz/tzOffset (zone offsets from Intl) and other contracts only, so both sides can import it.',
};
// Zone arithmetic is @date-fns/tz's (contracts/zoned-time.ts) on both sides; moment-timezone is only the
// tables' source (scripts/zone-aliases.ts) and the tests' independent reference.
const MOMENT = { name: 'moment-timezone', message: 'Times in zones go through contracts/zoned-time.ts (@date-fns/tz) or server/domain/reference/zone-format.ts.' };

const DOMAIN_BELOW_HTTP = {
  regex: '^(\\.\\./)+(http|render|graphql)/',
  message: 'The domain sits below the routes, the renderer and GraphQL: they call it, never the other way round.',
};

const AREA_QUERIES = {
  regex: '^\\.\\./(\\.\\./domain/)?[^./][^/]*/[^/]+\\.queries(\\.ts)?$',
  message: "Another area's tables are its own: import what it exports from its index.ts or a service, never its *.queries.ts.",
};
const DOMAIN_QUERIES = {
  regex: '(^|/)domain/[^/]+/[^/]+\\.queries(\\.ts)?$',
  message: "A domain area's tables are its own: import what it exports from its index.ts or a service, never its *.queries.ts.",
};

const restrict = (paths, patterns) => ({ 'no-restricted-imports': ['error', { paths, patterns }] });

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'test-artifacts/', 'client/gql/', 'graphql/generated/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser, ...globals.mocha } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrict([KNEX, MOMENT], []),
    },
  },
  { files: ['server/**', 'graphql/**'], rules: restrict([KNEX, MOMENT], [NO_CLIENT, DOMAIN_QUERIES]) },
  { files: ['server/db/**'], rules: restrict([MOMENT], [NO_CLIENT]) },
  {
    files: ['server/domain/**'],
    rules: restrict([
      { name: 'express', message: 'The domain never imports express.' },
      { name: 'graphql', message: 'The domain never imports graphql.' },
      MOMENT,
    ], [NO_CLIENT, DOMAIN_BELOW_HTTP, AREA_QUERIES]),
  },
  { files: ['views/**'], rules: restrict([KNEX, MOMENT], [NO_SERVER]) },
  { files: ['client/**'], rules: restrict([KNEX, MOMENT], [NO_SERVER]) },
  { files: ['contracts/**'], rules: restrict([MOMENT], [CONTRACTS_ONLY]) },
  {
    files: ['migrations/**', 'seeds/**', 'test/**', 'bench/**', 'scripts/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  // A converted file says nothing to people but through the catalogue: no words in its JSX text or in the
  // attributes people read (labels, placeholders, titles, alt and aria texts).
  {
    files: CONVERTED_FILES,
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': ['error', { props: { include: [['*', '{label,placeholder,title}']] } }],
    },
  },
);
