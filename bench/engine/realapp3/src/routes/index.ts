import fs from 'fs';
import path from 'path';
import { Router } from 'express';

// Every file in this folder exports a function that registers its routes on the shared router.
export function loadRoutes(router: Router): void {
  const routesDir = __dirname;
  fs.readdirSync(routesDir)
    .filter((f) => f !== 'index.ts' && f !== 'index.js' && /\.(ts|js)$/.test(f))
    .forEach((f) => {
      const mod = require(path.join(routesDir, f));
      (mod.default || mod)(router);
    });
}
