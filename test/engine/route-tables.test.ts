/**
 * Routing tables written as data (src/engine/analysis/route-tables.ts, the `php.routeTable`
 * routeParameter source of rules/php/models/frameworks.yaml): a `{placeholder}` of a row's path
 * reaches the handler's parameter as URL text; `{id:\d+}` (FastRoute's inline pattern) constrains
 * it; an array that only looks like one (no `/` path, no `[Class, 'method']` pair) binds nothing.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type SourceFile } from '../../src/engine/index.js';
import { pathPlaceholders } from '../../src/engine/analysis/route-tables.js';
import { safeRoutePattern } from '../../src/engine/analysis/route-parameters.js';

async function sqli(files: Record<string, string>): Promise<string[]> {
  const sources: SourceFile[] = Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
  const r = await analyzeFiles(sources, { parallel: false, secrets: false });
  return r.findings.filter((f) => f.category === 'sqli').map((f) => `${f.filePath}:${f.lineNumber}`).sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

const CONTROLLER = `<?php
namespace App\\Controllers;

final class ReportController
{
    public function __construct(private \\PDO $pdo) {}

    public function byYear(string $year) { return $this->pdo->query('SELECT * FROM r WHERE y = ' . $year); }
    public function byId(string $id) { return $this->pdo->query('SELECT * FROM r WHERE id = ' . $id); }
    public function bySlug($slug) { return $this->pdo->query("SELECT * FROM r WHERE slug = '$slug'"); }
    public function unrouted(string $name) { return $this->pdo->query("SELECT * FROM r WHERE n = '$name'"); }
}
`;

describe('routing tables written as data', () => {
  it('binds unconstrained placeholders of [method, path, [Class, method]] rows and path => handler entries', async () => {
    const routes = `<?php
use App\\Controllers\\ReportController;

return [
    ['GET', '/reports/{year}', [ReportController::class, 'byYear']],
    ['GET', '/reports/id/{id:\\d+}', [ReportController::class, 'byId']],
    'GET /reports/slug/{slug}' => [ReportController::class, 'bySlug'],
    ['label', 'not a path {name}', [ReportController::class, 'unrouted']],
];
`;
    expect(await sqli({ 'config/routes.php': routes, 'src/Controllers/ReportController.php': CONTROLLER })).toEqual([
      'src/Controllers/ReportController.php:8',
      'src/Controllers/ReportController.php:10',
    ]);
  });

  it('reads {name} and {name:pattern} placeholders, nested quantifier braces included', () => {
    expect(pathPlaceholders('/a/{id:\\d{1,6}}/{slug}/{any:.+}', safeRoutePattern)).toEqual([
      { name: 'id', constrained: true },
      { name: 'slug', constrained: false },
      { name: 'any', constrained: false },
    ]);
    expect(pathPlaceholders('/broken/{id', safeRoutePattern)).toBeUndefined();
  });
});
