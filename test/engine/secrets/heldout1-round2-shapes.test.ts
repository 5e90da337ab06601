/**
 * Shapes from the second round on the first held-out set (bench/secrets/heldout1): a provider's
 * public field named like a credential (Pusher's app key), the `test:` section of configuration split
 * by environment, credentials in the query of a connection URL, Cloudinary's credential URL, and a
 * provider client built with an options object. Values are generated here.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { scanSecrets } from '../../../src/engine/secrets/index.js';
import { environmentSections } from '../../../src/engine/secrets/environment-sections.js';
import { isPublicProviderField } from '../../../src/engine/secrets/public-fields.js';

const alnum = (n: number): string => randomBytes(n * 2).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, n);
const hex = (n: number): string => randomBytes(n).toString('hex').slice(0, n);
const found = (path: string, content: string) => scanSecrets({ path, content }).map((f) => `${f.ruleId}:${f.lineNumber}:${f.severity}`);

describe("a provider's public field", () => {
  it('knows the public half of a pair by provider and field, wherever the provider is named', () => {
    for (const name of ['PUSHER_APP_KEY', 'MIX_PUSHER_APP_KEY', 'pusherKey', 'pusher.key', 'pusher.app_key', 'ALGOLIA_SEARCH_KEY', 'algoliaSearchApiKey', 'CLOUDINARY_API_KEY', 'MIXPANEL_TOKEN']) {
      expect(isPublicProviderField(name), name).toBe(true);
    }
    for (const name of ['PUSHER_APP_SECRET', 'pusher.secret', 'ALGOLIA_ADMIN_KEY', 'ALGOLIA_API_KEY', 'CLOUDINARY_API_SECRET', 'MIXPANEL_API_SECRET', 'APP_KEY', 'STRIPE_KEY']) {
      expect(isPublicProviderField(name), name).toBe(false);
    }
  });

  it('the app key is quiet, the app secret beside it is reported', () => {
    const env = `PUSHER_APP_ID=${hex(7)}\nPUSHER_APP_KEY=${hex(20)}\nPUSHER_APP_SECRET=${hex(20)}\n`;
    expect(found('.env.production', env)).toEqual(['generic-secret:3:medium']);
    const yaml = `pusher:\n  app_id: "1234567"\n  key: ${hex(20)}\n  secret: ${hex(20)}\n`;
    expect(found('config/pusher.yml', yaml)).toEqual(['generic-secret:4:medium']);
  });
});

describe('configuration split by environment', () => {
  const railsSecrets = (dev: string, test: string) =>
    `development:\n  secret_key_base: ${dev}\n\ntest:\n  secret_key_base: ${test}\n\nproduction:\n  secret_key_base: <%= ENV["SECRET_KEY_BASE"] %>\n`;

  it('the test section gets the test-fixture policy; development is reported', () => {
    expect(found('config/secrets.yml', railsSecrets(hex(128), hex(128)))).toEqual(['generic-secret:2:medium']);
  });

  it('a provider token in the test section is informative, a generic value there is not reported', () => {
    const token = `ghp_${alnum(36)}`;
    const yaml = `default: &default\n  adapter: postgresql\n\ntest:\n  <<: *default\n  password: ${alnum(18)}\n  github_token: ${token}\nproduction:\n  <<: *default\n  password: ${alnum(18)}\n`;
    expect(found('config/database.yml', yaml)).toEqual(['github-token:7:informative', 'generic-secret:10:medium']);
  });

  it('reads JSON split by environment (Sequelize config.json)', () => {
    const json = JSON.stringify(
      {
        development: { username: 'app', password: alnum(18), host: 'db.internal' },
        test: { username: 'app', password: alnum(18), host: '127.0.0.1' },
        production: { username: 'app', password: alnum(18), host: 'db.prod.internal' },
      },
      null,
      2,
    );
    expect(found('config/config.json', json)).toEqual(['generic-secret:4:medium', 'generic-secret:14:medium']);
  });

  it('a `test:` key is no environment without another environment beside it', () => {
    const yaml = `test:\n  password: ${alnum(18)}\nbuild:\n  script: make\n`;
    expect(found('ci/pipeline.yml', yaml)).toEqual(['generic-secret:2:medium']);
    const sections = environmentSections(yaml, 'yaml');
    expect(sections.inTestSection(yaml.indexOf('password'))).toBe(false);
  });

  it('the section ends at the next top-level line', () => {
    const yaml = `test:\n  a: 1\nproduction:\n  b: 2\n`;
    const sections = environmentSections(yaml, 'yaml');
    expect(sections.inTestSection(yaml.indexOf('a: 1'))).toBe(true);
    expect(sections.inTestSection(yaml.indexOf('b: 2'))).toBe(false);
  });
});
