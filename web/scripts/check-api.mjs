// Fails when src/lib/api/schema.d.ts is not what openapi-typescript makes of
// openapi.json, i.e. when the server's API changed and `npm run gen:api` was
// not run. Run from web/: `npm run check:api`.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const committed = 'src/lib/api/schema.d.ts';
const dir = mkdtempSync(join(tmpdir(), 'storyglot-api-'));
const fresh = join(dir, 'schema.d.ts');
try {
  execFileSync(
    process.execPath,
    ['node_modules/openapi-typescript/bin/cli.js', 'openapi.json', '-o', fresh],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const want = readFileSync(fresh, 'utf8');
  let have = '';
  try {
    have = readFileSync(committed, 'utf8');
  } catch {
    // missing counts as stale
  }
  if (have !== want) {
    console.error(
      `${committed} is stale: it does not match openapi.json. Run \`npm run gen:api\` and commit the result.`,
    );
    process.exitCode = 1;
  } else {
    console.log(`${committed} is up to date with openapi.json.`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
