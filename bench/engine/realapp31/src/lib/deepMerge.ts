type Plain = Record<string, unknown>;

const isPlain = (v: unknown): v is Plain => typeof v === 'object' && v !== null && !Array.isArray(v);

// Used for per-user UI preferences, where lodash is not bundled (the preferences module is shared with the web app).
export function deepMerge(target: Plain, source: Plain): Plain {
  for (const key of Object.keys(source)) {
    if (isPlain(source[key])) {
      if (!isPlain(target[key])) target[key] = {};
      deepMerge(target[key] as Plain, source[key] as Plain);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function deepMergeSafe(target: Plain, source: Plain): Plain {
  for (const key of Object.keys(source)) {
    if (FORBIDDEN.has(key)) continue;
    if (isPlain(source[key])) {
      if (!isPlain(target[key])) target[key] = {};
      deepMergeSafe(target[key] as Plain, source[key] as Plain);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}
