import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

// The domain's modules from the top down (docs/decisions/034): each may import
// only those listed below it, so no two modules reach each other. A file
// listed apart from its folder stands below it (a module's store or hook that
// lower modules use, while the rest of the module works on top of them).
const DOMAIN_LAYERS = [
  'backoffice',
  'returns',
  'credit',
  'quotes',
  'companies',
  'shipping',
  'reminders',
  'crops',
  'leads',
  'contact',
  'translations',
  'payments',
  'orders',
  'cart',
  'promotions',
  'invoices',
  'careers',
  'otp',
  'enquiries',
  'content',
  'updates',
  'catalog',
  'translations/store.ts',
  'reminders/alerts.ts',
  'reminders/recipients.ts',
  'reminders/texts.ts',
  'outbox',
  'delivery',
  'staff',
  'accounts',
  'addresses',
  'tax',
  'i18n',
];

/** One zone per module and each module above it: the module may not import it (a folder's files listed apart excepted). */
function domainLayerZones(layers) {
  const apartFrom = (folder) => layers.filter((l) => l.startsWith(`${folder}/`)).map((l) => `./${l.slice(folder.length + 1)}`);
  return layers.flatMap((layer, i) =>
    layers.slice(0, i).map((above) => ({
      target: `./domain/${layer}`,
      from: `./domain/${above}`,
      ...(above.endsWith('.ts') ? {} : { except: apartFrom(above) }),
      message: `domain/${layer} stands below domain/${above} (docs/decisions/034): move what both need down, or hand it in from above.`,
    })),
  );
}

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'data', 'coverage', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // <details>/<summary> menus are keyboard-operable natively.
      'jsx-a11y/no-redundant-roles': 'off',
    },
  },
  // The layers (docs/decisions/016): app → domain; server → domain (and app, to
  // mount the pages); domain → db and the adapters' interfaces; db and adapters
  // below them. No import cycles anywhere.
  {
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './app',
              from: ['./server', './db', './adapters'],
              message: 'Pages and islands call domain functions, never the server, the database or an adapter.',
            },
            { target: './server/api', from: ['./app', './db'], message: 'The API calls domain functions; SQL lives in domain/ and db/.' },
            { target: './domain', from: ['./app', './server'], message: 'Domain code knows nothing of pages or HTTP.' },
            {
              target: './domain',
              from: './adapters',
              except: [
                './geocoder/types.ts',
                './mail/types.ts',
                './payments/types.ts',
                './rate-store/types.ts',
                './storage/types.ts',
                './sms/types.ts',
                './whatsapp/types.ts',
                './courier/types.ts',
                './einvoice/types.ts',
                './ewaybill/types.ts',
              ],
              message: "Domain code knows the adapters' interfaces only (their types.ts).",
            },
            {
              target: './db',
              from: ['./app', './server', './domain', './adapters'],
              message: 'The database layer stands below the domain and the adapters (a type both share lives in db/).',
            },
            { target: './adapters', from: ['./app', './server', './domain'], message: 'Adapters stand below the domain.' },
            // The shared files at domain/'s root (messages, constants, errors, money, …) stand below every module but i18n.
            {
              target: './domain/*.ts',
              from: DOMAIN_LAYERS.filter((l) => !l.includes('/') && l !== 'i18n' && l !== 'accounts').map((l) => `./domain/${l}/**`),
              message: "domain/'s shared files stand below its modules (docs/decisions/034).",
            },
            ...domainLayerZones(DOMAIN_LAYERS),
          ],
        },
      ],
    },
  },
  // Tests assemble real parts (a database, a rate store) around the code they check.
  { files: ['**/*.test.ts'], rules: { 'import-x/no-restricted-paths': 'off' } },
  // No SQL outside domain/ and db/ (query builders are called only there).
  {
    files: ['app/**/*.{ts,tsx}', 'server/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|selectNoFrom)$/]',
          message: 'SQL belongs in domain/ or db/: call a domain function.',
        },
      ],
    },
  },
);
