// Deep merge for profile patches (nested objects such as { links: { github: ... } }).
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

export function deepMerge(target, source) {
  for (const key of Object.keys(source)) {
    if (isObject(source[key])) {
      if (!isObject(target[key])) target[key] = {};
      deepMerge(target[key], source[key]);
    } else {
      target[key] = source[key];
    }
  }
  return target;
}

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export function safeMerge(target, source) {
  for (const [key, value] of Object.entries(source)) {
    if (FORBIDDEN.has(key)) continue;
    if (isObject(value)) {
      if (!Object.hasOwn(target, key) || !isObject(target[key])) target[key] = {};
      safeMerge(target[key], value);
    } else {
      target[key] = value;
    }
  }
  return target;
}
