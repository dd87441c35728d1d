// @ts-check

/**
 * Vite plugin (production builds of the browser apps): leaves out of the bundle code the apps never
 * run, which the packages' entry points would otherwise keep.
 *
 * - React Router publishes its production build (no development warnings) under
 *   `dist/production`, but its package exports name only `dist/development`: a production build
 *   takes the production files.
 * - zod's classic schemas carry JSON Schema generation (`schema.toJSONSchema()`, the Standard
 *   Schema `jsonSchema` methods): about 17 kB (5 kB gzip) that every schema keeps reachable. The
 *   apps only validate, so in their bundles these methods throw a clear error instead; the checks'
 *   bounds that schemas expose (`schema.minLength`, `schema.format`, …) still work. The API (built
 *   apart) keeps all of it. Should a zod upgrade change the imports this relies on, the build fails
 *   here rather than shipping the code.
 *
 * @returns {import('vite').Plugin}
 */
export function clientTrimPlugin() {
  const ZOD_CLASSIC_SCHEMAS = /\/node_modules\/zod\/v4\/classic\/schemas\.js$/;
  const ZOD_IMPORTS = [
    {
      from: 'import * as processors from "../core/json-schema-processors.js";',
      to: [
        'import { aggregateChecks as __aggregateChecks } from "../core/json-schema-processors.js";',
        'const __noJsonSchema = () => { throw new Error("JSON Schema generation is left out of this app\'s bundle (tools/vite/client-trim-plugin.mjs)"); };',
        'const processors = new Proxy({ aggregateChecks: __aggregateChecks }, { get: (target, key) => target[key] ?? __noJsonSchema });',
      ].join('\n'),
    },
    {
      from: 'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";',
      to: 'const createStandardJSONSchemaMethod = () => __noJsonSchema;\nconst createToJSONSchemaMethod = () => __noJsonSchema;',
    },
  ];
  return {
    name: 'jobs:client-trim',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (source !== 'react-router' && source !== 'react-router/dom') return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || !resolved.id.includes('/react-router/dist/development/')) return resolved;
      return {
        ...resolved,
        id: resolved.id.replace('/react-router/dist/development/', '/react-router/dist/production/'),
      };
    },
    transform(code, id) {
      if (!ZOD_CLASSIC_SCHEMAS.test(id)) return null;
      let result = code;
      for (const { from, to } of ZOD_IMPORTS) {
        if (!result.includes(from)) {
          throw new Error(`client-trim: zod's classic/schemas.js no longer has \`${from}\`; update the plugin`);
        }
        result = result.replace(from, to);
      }
      return { code: result, map: null };
    },
  };
}
