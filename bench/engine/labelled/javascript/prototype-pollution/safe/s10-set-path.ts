import { Request, Response } from 'express';

type Doc = Record<string, any>;

const documents = new Map<string, Doc>();
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

function setPath(target: Doc, dotted: string, value: unknown): void {
  const keys = dotted.split('.');
  if (keys.some((k) => FORBIDDEN.has(k))) {
    throw new Error('invalid path');
  }
  let node = target;
  for (let i = 0; i < keys.length - 1; i++) {
    const k = keys[i];
    if (typeof node[k] !== 'object' || node[k] === null) {
      node[k] = {};
    }
    node = node[k];
  }
  node[keys[keys.length - 1]] = value;
}

export function patchDocument(req: Request, res: Response) {
  const doc = documents.get(req.params.id) ?? {};
  for (const op of req.body.ops as Array<{ path: string; value: unknown }>) {
    setPath(doc, op.path, op.value);
  }
  documents.set(req.params.id, doc);
  res.json(doc);
}
