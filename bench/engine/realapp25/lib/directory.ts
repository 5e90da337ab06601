import ldap from 'ldapjs';
import { config } from './config';

// The test-kitchen staff directory (chefs who can publish "verified" recipes).
function client() {
  return ldap.createClient({ url: config.ldapUrl, timeout: 5000 });
}

function escapeFilterValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (c) => '\\' + c.charCodeAt(0).toString(16).padStart(2, '0'));
}

function search(filter: string): Promise<Record<string, unknown>[]> {
  return new Promise((resolve, reject) => {
    const c = client();
    c.search(config.ldapBase, { filter, scope: 'sub', attributes: ['uid', 'cn', 'mail'] }, (err, res) => {
      if (err) return reject(err);
      const entries: Record<string, unknown>[] = [];
      res.on('searchEntry', (e) => entries.push(e.pojo as unknown as Record<string, unknown>));
      res.on('error', reject);
      res.on('end', () => {
        c.unbind();
        resolve(entries);
      });
    });
  });
}

export function findChefByMail(mail: string) {
  return search(`(&(objectClass=person)(mail=${mail}))`);
}

export function findChefByUid(uid: string) {
  return search(`(&(objectClass=person)(uid=${escapeFilterValue(uid)}))`);
}
