// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import routerExports from './shared/build-tools/src/router-exports.json' with { type: 'json' };

const remotes = ['mf-content', 'mf-blog', 'mf-dashboard'];
const apps = ['shell', ...remotes];
const servers = ['api', 'page-host', 'releases', 'server'];

/** The server packages: the JSON API, the page host, the releases, and the site composing them. */
const serverPackages = [
  '@clinic/api',
  '@clinic/api/*',
  '@clinic/page-host',
  '@clinic/page-host/*',
  '@clinic/releases',
  '@clinic/releases/*',
  '@clinic/server',
  '@clinic/server/*',
];

const otherApps = [
  '@clinic/shell',
  '@clinic/shell/*',
  '@clinic/mf-*',
  ...serverPackages,
  '@clinic/e2e',
];

const frontEnd = ['@clinic/shell', '@clinic/shell/*', '@clinic/mf-*', '@clinic/e2e'];

/**
 * The shared packages, by audience (shared/*): contracts for everyone, the browser kit for the
 * apps, build tools for Vite configs, the server kit for the server packages.
 */
const sharedPackages = ['contracts', 'browser-kit', 'build-tools', 'server-kit'];
const only = (...names) => ({ banned: sharedPackages.filter((name) => !names.includes(name)) });
const sharedBans = (names) => names.flatMap((name) => [`@clinic/${name}`, `@clinic/${name}/*`]);

/** React and its kin: contracts are read by the API, which installs none of them. */
const reactPackages = [
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'react-redux',
  'react-router',
  'react-router-dom',
  '@reduxjs/toolkit',
  'swr',
];

/**
 * Packages meet through their names and exports, never a path into another package's folder
 * (path zones below cover the apps and servers; these cover the shared packages and `src/`).
 */
const pathIntoPackage = [
  {
    regex: '^(\\.\\./)+(shared/)?(contracts|browser-kit|build-tools|server-kit)/',
    message:
      'Import a shared package by its name (@clinic/contracts/…), not by a path into its folder.',
  },
  {
    regex: '^@clinic/[^/]+/src/',
    message: 'Import a package through its exports, not a file under its src/.',
  },
];

/** The server packages meet through their one public entry each, never a file inside. */
const deepServerImports = [
  '@clinic/api/*',
  '!@clinic/api/testing',
  '@clinic/page-host/*',
  '@clinic/releases/*',
  '@clinic/server/*',
];

/** Typed hooks only: the raw ones lose RootState and AppDispatch. */
const rawReduxHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector', 'useStore'],
  message:
    'Use useAppDispatch, useAppSelector and useAppStore from @clinic/browser-kit/store/hooks',
};

/**
 * In the browser, `react-router-dom` is the shared router subset (decision 0021): importing a name
 * it lacks would be undefined at run time. Server builds and tests get the whole package.
 */
const routerSubset = {
  name: 'react-router-dom',
  allowImportNames: routerExports,
  message:
    'The browser shares only the router names in shared/build-tools/src/router-exports.json: add one there (and to router-subset.ts) in a shell release first.',
};

/** Where code runs in the browser, so the router subset applies. */
const nonBrowserCode = [
  '**/*.test.{ts,tsx}',
  '**/server/**',
  '**/vite.config.ts',
  '**/testing/**',
  'shared/build-tools/**',
];

/**
 * The web benchmark's monolithic baseline (decision 0031): a package of its own inside e2e/bench,
 * built from the shell's and the remotes' source, so the one place that imports remote source
 * beside the shell's. e2e's rules (HTTP and the browser only) do not fit it; it gets its own
 * below, and the rest of e2e runs it only as a command.
 */
const monolithBaseline = 'e2e/bench/monolith';

/** Package names each area may not import, with the reason shown to whoever tries. */
const areaImportBans = [
  // A remote's tools run on Node at the command line (mf-content's content checks); the
  // go-live report they print is the server kit's, which the server also runs at start.
  {
    files: ['mf-content/tools/**'],
    banned: [...otherApps, ...sharedBans(only('contracts', 'server-kit').banned)],
    message: "mf-content's tools import its source, contracts and the server kit's go-live report.",
    typedHooks: false,
  },
  ...remotes.map((remote) => ({
    files: [`${remote}/**`],
    ignores: remote === 'mf-content' ? ['mf-content/tools/**'] : [],
    banned: [...otherApps, ...sharedBans(only('contracts', 'browser-kit', 'build-tools').banned)],
    message: 'A remote imports only @clinic/contracts and @clinic/browser-kit (and build tools).',
    typedHooks: true,
  })),
  {
    files: ['shared/contracts/**'],
    banned: [...otherApps, ...sharedBans(only().banned), ...reactPackages, 'node:*'],
    message: 'Contracts import no app, no other package of ours, no React and no Node.',
    typedHooks: false,
  },
  {
    files: ['shared/browser-kit/**'],
    banned: [...otherApps, ...sharedBans(only('contracts').banned)],
    message: 'The browser kit imports no app, and of ours only @clinic/contracts.',
    typedHooks: true,
  },
  {
    files: ['shared/build-tools/**'],
    banned: [...otherApps, ...sharedBans(only('contracts').banned)],
    message: 'Build tools import no app, and of ours only @clinic/contracts.',
    typedHooks: false,
  },
  {
    files: ['shared/server-kit/**'],
    banned: [...otherApps, ...sharedBans(only('contracts').banned), ...reactPackages],
    message: 'The server kit imports no app and no React, and of ours only @clinic/contracts.',
    typedHooks: false,
  },
  {
    files: ['shell/**'],
    banned: [
      '@clinic/mf-*',
      ...serverPackages,
      '@clinic/e2e',
      ...sharedBans(only('contracts', 'browser-kit', 'build-tools').banned),
    ],
    message:
      'The shell loads remotes at run time; it never imports them. Of ours it imports contracts and the browser kit (and build tools).',
    typedHooks: true,
  },
  {
    files: ['api/**'],
    banned: [
      ...frontEnd,
      '@clinic/page-host',
      '@clinic/page-host/*',
      '@clinic/releases',
      '@clinic/releases/*',
      '@clinic/server',
      '@clinic/server/*',
      ...reactPackages,
      ...sharedBans(only('contracts', 'server-kit').banned),
    ],
    message:
      'api is the JSON API: it imports no front end, no React, not the page host and not the releases; of ours, contracts and the server kit.',
    typedHooks: false,
  },
  {
    files: ['page-host/**'],
    banned: [
      ...frontEnd,
      '@clinic/api',
      '@clinic/api/*',
      '@clinic/releases',
      '@clinic/releases/*',
      '@clinic/server',
      '@clinic/server/*',
      ...sharedBans(only('contracts', 'browser-kit', 'server-kit').banned),
    ],
    message:
      "The page host imports only the shared packages, never the releases (they reach it through the contracts' LiveBuilds): it runs the apps' server builds from disk and reads the API over app.inject.",
    typedHooks: false,
  },
  {
    files: ['releases/**'],
    banned: [
      ...frontEnd,
      '@clinic/api/*',
      '@clinic/page-host/*',
      '@clinic/server',
      '@clinic/server/*',
      ...reactPackages,
      ...sharedBans(only('contracts', 'server-kit').banned),
    ],
    message:
      'The releases meet the API and the page host through their public entries only (decision 0083); they import no front end, no React and not the site; of the shared packages, contracts and the server kit.',
    typedHooks: false,
  },
  {
    files: ['server/**'],
    banned: [
      ...frontEnd,
      ...deepServerImports,
      ...sharedBans(only('contracts', 'server-kit').banned),
    ],
    message:
      'The site composes the API and the page host through their public entries; it imports no front end.',
    typedHooks: false,
  },
  {
    files: ['e2e/**'],
    banned: ['@clinic/*'],
    message: 'e2e talks only over HTTP and the browser.',
    typedHooks: false,
  },
  // After e2e's entry, so it replaces that entry for these files (see monolithBaseline).
  {
    files: [`${monolithBaseline}/**`],
    banned: [...otherApps, ...sharedBans(only('contracts', 'build-tools').banned)],
    message:
      "The monolithic baseline imports only contracts and build tools by name; it reads the apps' source by path.",
    typedHooks: false,
  },
];

/**
 * The dependency rules of docs/architecture.md, enforced on paths (relative imports) and on
 * package names (workspace imports): remotes use only shared; shared uses no app; api uses no
 * front end, not the page host, not the releases; the page host uses only shared; the releases
 * use shared and the API's and the page host's public entries; server composes the three;
 * e2e only talks HTTP and the browser.
 */
const pathZones = [
  ...remotes.flatMap((remote) => [
    ...[...apps, ...servers, 'e2e']
      .filter((other) => other !== remote)
      .map((other) => ({
        target: `./${remote}`,
        from: `./${other}`,
        message: 'A remote imports only shared.',
      })),
  ]),
  ...['shell', ...remotes, ...servers, 'e2e'].map((app) => ({
    target: './shared',
    from: `./${app}`,
    message: 'shared imports no app.',
  })),
  ...[...apps, 'e2e', 'page-host', 'releases', 'server'].map((app) => ({
    target: './api',
    from: `./${app}`,
    message: 'api is the JSON API: it imports no front end, not the page host, not the releases.',
  })),
  ...[...apps, 'e2e', 'api', 'releases', 'server'].map((app) => ({
    target: './page-host',
    from: `./${app}`,
    message: 'The page host imports only shared (never the releases: decision 0083).',
  })),
  ...[...apps, 'e2e', 'server'].map((app) => ({
    target: './releases',
    from: `./${app}`,
    message: 'The releases import no front end and not the site that mounts them.',
  })),
  ...[...apps, 'e2e'].map((app) => ({
    target: './server',
    from: `./${app}`,
    message: 'The site composes the API and the page host; it imports no front end.',
  })),
  ...servers.map((server) => ({
    target: './shell',
    from: `./${server}`,
    message: 'The shell talks to the servers over HTTP only.',
  })),
  ...remotes.map((remote) => ({
    target: './shell',
    from: `./${remote}`,
    message: 'The shell loads remotes at run time; it never imports them.',
  })),
  // The build-time page list imports every medical article (for descriptions and JSON-LD): a
  // page that imported it would ship all 42 articles to the browser.
  ...[
    './mf-content/src/page-manifest.ts',
    './mf-content/src/features/medical/article-catalog.ts',
  ].map((from) => ({
    target: ['./mf-content/src/components', './mf-content/src/features/**/!(*.test).{ts,tsx}'],
    from,
    message: 'Build-time metadata: pages and components never import it (tests may).',
  })),
  ...[...apps, ...servers, 'shared'].map((other) => ({
    target: './e2e',
    from: `./${other}`,
    message: 'e2e talks only over HTTP and the browser.',
  })),
  {
    target: './e2e',
    from: `./${monolithBaseline}`,
    message: 'The bench builds the monolithic baseline with a command; nothing imports it.',
  },
];

/**
 * The monolithic baseline's zones, which replace all of the above for its files (the only zones
 * above whose target holds them are e2e's): it reads the shell's and the remotes' source and
 * shared, but no server and nothing else of e2e.
 */
const monolithZones = [
  ...servers.map((server) => ({
    target: `./${monolithBaseline}`,
    from: `./${server}`,
    message: 'The monolithic baseline builds the front end only; it imports no server.',
  })),
  {
    target: `./${monolithBaseline}`,
    from: './e2e',
    except: ['./bench/monolith'],
    message: 'The monolithic baseline is a build of the apps; it imports nothing of e2e.',
  },
];

/** One dialog (decision 0029): ModalDialog on <dialog> replaced three hand-made focus traps. */
const focusTrapBan = {
  selector: 'ImportDeclaration[source.value=/(^|\\/)(use-focus-trap|focus-scope|trap-focus)$/]',
  message:
    'Modals are ModalDialog (@clinic/browser-kit/components/modal-dialog) on <dialog> and showModal(); no focus-trap module.',
};

/** fastify-plugin is how a plugin reaches the whole app; a hand-set symbol was its twin. */
const skipOverrideBan = {
  selector: "CallExpression[callee.object.name='Symbol'][arguments.0.value='skip-override']",
  message: 'Wrap the plugin with fastify-plugin instead of setting skip-override by hand.',
};

/** A token sent by hand skips the sign-out on a refused token: staff calls use the one base. */
const handSentTokenBan = {
  selector: "Property[key.name='auth'][value.value=true]",
  message:
    'Send staff calls through the staff API (mf-dashboard/src/api/staff-api.ts), whose base query signs out on a 401.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/.release-staging/**',
      '**/node_modules/**',
      '**/.__mf__temp/**',
      '**/test-results/**',
      '**/data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            '*/tsconfig.json',
            'shared/*/tsconfig.json',
            `${monolithBaseline}/tsconfig.json`,
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: pathZones }],
      'import-x/no-cycle': ['error', { maxDepth: 10 }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Comments cite what is in the repository (docs/product.md, decisions), never the brief.
      'no-warning-comments': ['error', { terms: ['spec §', 'guide §'], location: 'anywhere' }],
    },
  },
  // A package is reached by its name and public entry, never by a path into its folder: the
  // monolith baseline builds the remotes' own source on purpose, and the root's tool configs
  // belong to no package.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [`${monolithBaseline}/**`, '*.{ts,js}'],
    rules: { 'import-x/no-relative-packages': 'error' },
  },
  // no-restricted-syntax takes one list per file (a later entry replaces an earlier one), so each
  // area's entry repeats the bans that apply everywhere.
  { files: ['**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', focusTrapBan] } },
  {
    files: ['api/**', 'page-host/**', 'releases/**', 'server/**'],
    rules: { 'no-restricted-syntax': ['error', focusTrapBan, skipOverrideBan] },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'shared/browser-kit/src/**'],
    ignores: [
      '**/*.test.{ts,tsx}',
      'mf-dashboard/src/api/staff-base-query.ts',
      // The session check and logout handle a refused token themselves: the first leaves no error
      // to show, the second is signing out already.
      'mf-dashboard/src/features/auth/restore-session.ts',
      'mf-dashboard/src/features/auth/sign-out.ts',
    ],
    rules: { 'no-restricted-syntax': ['error', focusTrapBan, handSentTokenBan] },
  },
  {
    files: [`${monolithBaseline}/**`],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: monolithZones }] },
  },
  // Playwright fixtures call `use` too; it is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // One rule entry per file (a later entry replaces an earlier one): browser code of the apps and
  // shared gets the area's bans plus the router subset.
  ...areaImportBans.flatMap(({ files, ignores: areaIgnores = [], banned, message, typedHooks }) => {
    const restrict = (paths) => ({
      'no-restricted-imports': [
        'error',
        {
          paths,
          patterns: [...(banned.length ? [{ group: banned, message }] : []), ...pathIntoPackage],
        },
      ],
    });
    const hooks = typedHooks ? [rawReduxHooks] : [];
    const ignores = ['shared/browser-kit/src/store/hooks.ts', ...areaIgnores];
    const browserFiles = files
      .map((glob) => glob.replace(/\/\*\*$/, '/src/**'))
      .filter((glob) => /^(shell|mf-[a-z]+|shared\/browser-kit)\//.test(glob));
    return [
      { files, ignores, rules: restrict(hooks) },
      ...(browserFiles.length
        ? [
            {
              files: browserFiles,
              ignores: [...ignores, ...nonBrowserCode],
              rules: restrict([...hooks, routerSubset]),
            },
          ]
        : []),
    ];
  }),
);
