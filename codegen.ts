import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * `npm run codegen`: types from graphql/schema/*.graphql for both sides.
 * - graphql/generated/resolvers-types.ts: every resolver's args, parent and result types;
 * - client/gql/: the islands' operations (written with `graphql()` in client/**) as typed
 *   documents, and persisted-documents.json, the trusted documents production accepts (by hash).
 * Both are checked in; test/unit/graphql/codegen-fresh.test.ts fails when they are stale.
 */
/** The server may answer ids as numbers and times as Dates (graphql serialises them); the browser reads JSON. */
const serverScalars = {
  ID: { input: 'string', output: 'string | number' },
  DateTime: { input: 'string', output: 'Date | string' },
  JSON: { input: 'unknown', output: 'unknown' },
  CardStrip: { input: 'never', output: "import('../../contracts/listings.ts').StripDay[]" },
};
const clientScalars = { ID: 'string', DateTime: 'string', JSON: 'unknown', CardStrip: "import('../../contracts/listings.ts').StripDay[]" };
/** SDL enums that are contract vocabularies: both sides get the contract's own type, so nothing casts a string. */
const enumValues = (toRoot: string) => ({
  ConsultationType: `${toRoot}contracts/consultations.ts#ConsultationType`,
  AppointmentState: `${toRoot}contracts/appointments.ts#AppointmentState`,
  ThreadState: `${toRoot}contracts/thread-words.ts#ThreadState`,
  MessageDelivery: `${toRoot}contracts/thread-words.ts#MessageDelivery`,
  ThreadSenderKind: `${toRoot}contracts/thread-words.ts#ThreadSenderKind`,
  ThreadMessageKind: `${toRoot}contracts/thread-words.ts#MessageKind`,
  ThreadCallKind: `${toRoot}contracts/thread-words.ts#ThreadCallKind`,
});

const config: CodegenConfig = {
  schema: 'graphql/schema/*.graphql',
  documents: ['client/**/*.{ts,tsx}', '!client/gql/**'],
  ignoreNoDocuments: false,
  emitLegacyCommonJSImports: false,
  importExtension: '.ts',
  generates: {
    'graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        contextType: '../context.ts#GraphQLContext',
        enumValues: enumValues('../../'),
        scalars: serverScalars,
        mapperTypeSuffix: 'Model',
        mappers: {
          Viewer: '../../server/domain/accounts/viewer.ts#Viewer',
          Vendor: '../../server/domain/vendors/vendor-presenter.ts#VendorDto',
          StripSlot: '../../contracts/listings.ts#StripSlot',
          VendorService: '../../server/domain/listings/vet-list.ts#VendorService',
        },
        avoidOptionals: { field: true, inputValue: false, object: false, defaultValue: false },
      },
    },
    'client/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, persistedDocuments: { hashAlgorithm: 'sha256' } },
      config: { useTypeImports: true, enumsAsTypes: true, documentMode: 'string', scalars: clientScalars, enumValues: enumValues('../../') },
    },
  },
};

export default config;
