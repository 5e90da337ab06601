/**
 * Credentials leave codebase URLs: a new `credentials` column holds an https URL's user-info,
 * encrypted (src/crypto/credential-cipher.ts), and the URL keeps only the address. Rows written
 * before this migration are converted here; the cipher (and so the key) is asked for only when a
 * stored URL carries credentials.
 */
import { SqliteAdapter, sql, type Kysely, type Migration } from 'kysely';
import { splitCredentials, type SplitRemoteUrl } from '../../git/remote-url.js';
import type { CredentialCipher } from '../../crypto/credential-cipher.js';

/** A URL a newer rule refuses (`HTTPS://…`) still loses its user-info, read leniently. */
function lenientSplit(url: string): SplitRemoteUrl {
  try {
    return splitCredentials(url);
  } catch {
    const match = /^([a-zA-Z][a-zA-Z0-9+.-]*:\/\/)([^/?#]*)@/.exec(url);
    if (!match) return { url };
    const [whole, scheme, userInfo] = match as unknown as [string, string, string];
    const separator = userInfo.indexOf(':');
    const username = separator < 0 ? userInfo : userInfo.slice(0, separator);
    const password = separator < 0 ? '' : userInfo.slice(separator + 1);
    // ssh needs its user name and never uses a password: the password alone is dropped.
    if (/ssh/i.test(scheme)) return { url: `${scheme}${username}@${url.slice(whole.length)}` };
    return { url: scheme + url.slice(whole.length), credentials: { username, password } };
  }
}

export function moveCredentialsOutOfUrls(cipher: () => CredentialCipher): Migration {
  return {
    async up(db: Kysely<any>): Promise<void> {
      await db.schema.alterTable('codebases').addColumn('credentials', 'text').execute();
      const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
      // SQLite keeps a changed row's old bytes in the page's free space unless told to zero them;
      // migrateToLatest then checkpoints the WAL so no old page image is left behind either.
      if (sqlite) await sql`pragma secure_delete = on`.execute(db);
      const rows = (await db.selectFrom('codebases').select(['id', 'url']).where('url', 'like', '%@%').execute()) as Array<{ id: string; url: string }>;
      for (const row of rows) {
        const split = lenientSplit(row.url);
        if (split.url === row.url) continue;
        await db
          .updateTable('codebases')
          .set({ url: split.url, credentials: split.credentials ? cipher().seal(row.id, split.credentials) : null })
          .where('id', '=', row.id)
          .execute();
      }
      if (sqlite) await sql`pragma secure_delete = off`.execute(db);
    },
  };
}
