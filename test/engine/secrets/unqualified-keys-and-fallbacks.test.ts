import { describe, expect, it } from 'vitest';
import { scanSecretsAsync } from '../../../src/engine/secrets/index.js';

async function generic(path: string, content: string) {
  const findings = await scanSecretsAsync({ path, content });
  return findings.filter((f) => f.ruleId === 'generic-secret');
}

describe('the fallback of a keyed setting read is committed like an environment default', () => {
  it('TypeScript `config.get(…) ?? "…"` under a secret name or key', async () => {
    const factory = (fallback: string) => `export const jwtOptions = (config: ConfigService) => ({\n  secret: config.get<string>('auth.secret') ?? '${fallback}',\n});\n`;
    expect(await generic('src/auth/options.ts', factory('mx-sign-5a7c9e1f3b2d4a6c8e0f'))).toHaveLength(1);
    expect(await generic('src/auth/options.ts', factory(''))).toHaveLength(0);
    expect(await generic('src/auth/options.ts', "const signingKey = settings.getOrThrow('SIGNING_KEY') || 'Qm7vT2xK9pLw4Rz8Nf3Hc6Yd';\n")).toHaveLength(1);
    // Not a setting read: a cookie value's default is no committed secret.
    expect(await generic('src/auth/options.ts', "const token = readCookie(req, 'token') ?? 'Qm7vT2xK9pLw4Rz8Nf3Hc6Yd';\n")).toHaveLength(0);
  });

  it('Python `app.config.get(…) or "…"`', async () => {
    expect(await generic('app/factory.py', 'SECRET = app.config.get("SIGNING_SECRET") or "Qm7vT2xK9pLw4Rz8Nf3Hc6Yd"\n')).toHaveLength(1);
    expect(await generic('app/factory.py', 'SECRET = app.config.get("SIGNING_SECRET") or "dev"\n')).toHaveLength(0);
  });
});

describe('a password made of words with a digit for a letter is a password', () => {
  it('leetspeak words joined by punctuation under a password name', async () => {
    expect(await generic('app/settings.py', 'MAIL_PASSWORD = "Harv3ster-Dock-1987!"\n')).toHaveLength(1);
    expect(await generic('app/settings.py', 'MAIL_PASSWORD = "change-this-later"\n')).toHaveLength(0);
    expect(await generic('app/settings.py', 'MAIL_PASSWORD = "Harbor-Light-Keeper!"\n')).toHaveLength(0);
  });
});

describe('a key of an unqualified name is a credential when its value is minted like one', () => {
  it('a prefixed generated run is reported, bare draws and lookup keys are not', async () => {
    expect(await generic('src/relay.ts', "const RELAY_PANEL_KEY = 'rp-panel-2021-7e3a9c1d5b8f2e4a';\n")).toHaveLength(1);
    expect(await generic('src/relay.ts', "export const config = { widgetKey: 'wk_prod_Hq8ZtR3mXv7LpN2sKd9WfB4c' };\n")).toHaveLength(1);
    expect(await generic('src/relay.ts', "const CACHE_KEY = 'rp-panel-2021-7e3a9c1d5b8f2e4a';\n")).toHaveLength(0);
    // A provider's public key is a bare draw (GameAnalytics, Pusher), publishable, or an anon JWT.
    expect(await generic('src/relay.ts', "const GAME_KEY = '7e3a9c1d5b8f2e4a6c0b1d3f5a7c9e1b';\n")).toHaveLength(0);
    expect(await generic('src/relay.ts', "const STRIPE_KEY = 'pk_live_Hq8ZtR3mXv7LpN2sKd9WfB4cT1';\n")).toHaveLength(0);
    expect(await generic('src/relay.ts', "const push = { key: 'rp-panel-2021-7e3a9c1d5b8f2e4a' };\n")).toHaveLength(0);
    expect(await generic('src/relay.ts', "const SORT_KEY = 'createdAt';\n")).toHaveLength(0);
  });
});

describe('Go: a byte literal passed where a library takes key material', () => {
  it('session stores, securecookie, hmac and SignedString', async () => {
    const go = (body: string) => `package web\n\nfunc setup() {\n\t${body}\n}\n`;
    expect(await generic('internal/web/sessions.go', go('store := sessions.NewCookieStore([]byte("shop-floor-9b1e7c3a5d2f8046"))'))).toHaveLength(1);
    expect(await generic('internal/web/sessions.go', go('mac := hmac.New(sha256.New, []byte("hx-sign-4f8a2c6e0b9d1e3f"))'))).toHaveLength(1);
    expect(await generic('internal/web/sessions.go', go('s := securecookie.New([]byte("Qm7vT2xK9pLw4Rz8Nf3Hc6Yd"), []byte("Zt4nP8wQ2rLx6Vb9Kc3Mf7Hd"))'))).toHaveLength(2);
    expect(await generic('internal/web/sessions.go', go('signed, err := token.SignedString([]byte("hx-sign-4f8a2c6e0b9d1e3f"))'))).toHaveLength(1);
    expect(await generic('internal/web/sessions.go', go('store := sessions.NewCookieStore([]byte(os.Getenv("SESSION_KEY")))'))).toHaveLength(0);
    expect(await generic('internal/web/sessions.go', go('store := sessions.NewCookieStore([]byte(""))'))).toHaveLength(0);
    // Bytes of a literal passed elsewhere name nothing.
    expect(await generic('internal/web/sessions.go', go('w.Write([]byte("shop-floor-9b1e7c3a5d2f8046"))'))).toHaveLength(0);
  });
});
