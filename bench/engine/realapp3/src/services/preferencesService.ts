import serialize from 'node-serialize';

export interface Preferences {
  theme: 'light' | 'dark';
  pageSize: number;
}

export const preferencesService = {
  fromCookie(raw: string | undefined): Preferences {
    if (!raw) return { theme: 'light', pageSize: 20 };
    return serialize.unserialize(Buffer.from(raw, 'base64').toString('utf8'));
  },

  fromHeader(raw: string | undefined): Preferences {
    if (!raw) return { theme: 'light', pageSize: 20 };
    const parsed = JSON.parse(Buffer.from(raw, 'base64').toString('utf8'));
    return { theme: parsed.theme === 'dark' ? 'dark' : 'light', pageSize: Number(parsed.pageSize) || 20 };
  },

  toCookie(prefs: Preferences): string {
    return Buffer.from(JSON.stringify(prefs)).toString('base64');
  },
};
