import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` compares server/db/schema with the SQL in drizzle/ and writes the next migration.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './drizzle',
  strict: true,
  verbose: true,
});
