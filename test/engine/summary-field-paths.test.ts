/**
 * A function summary remembers which member of a parameter reached a sink or the return value
 * (`ParamRef.path`), so an object passed through a chain of helpers deeper than the inline bound
 * brings only that member's taint: a field the caller set to a constant is not reported because
 * another field of the same object carries request data.
 */
import { describe, expect, it } from 'vitest';
import { analyzeFiles, type ScanResult, type SourceFile } from '../../src/engine/index.js';

type Files = Record<string, string>;
const toSource = (files: Files): SourceFile[] => Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
const scan = (files: Files): Promise<ScanResult> => analyzeFiles(toSource(files), { parallel: false, secrets: false });
const sqliLines = (r: ScanResult) =>
  r.findings
    .filter((f) => f.category === 'sqli')
    .map((f) => `${f.filePath}:${f.lineNumber}`)
    .sort();

// A filter object whose `direction` is one of two constants and whose `status` is request text,
// handed controller → service → repository → query builder.
const PHP = `<?php
final class Filter
{
    public function __construct(public readonly ?string $status, public readonly string $direction) {}

    public static function fromRequest(): self
    {
        return new self($_GET['status'], $_GET['dir'] === 'desc' ? 'desc' : 'asc');
    }
}

function repo_filtered(Filter $filter, mysqli $db)
{
    $db->query("SELECT * FROM visits ORDER BY starts_at {$filter->direction}");
    return $db->query("SELECT * FROM visits WHERE status = '{$filter->status}'");
}

function service_list(Filter $filter, mysqli $db) { return repo_filtered($filter, $db); }

function controller_index(mysqli $db) { return service_list(Filter::fromRequest(), $db); }

function page(mysqli $db) { return controller_index($db); }

controller_index(new mysqli());
`;

const JS = `const express = require('express');
const mysql = require('mysql');
const db = mysql.createConnection({});
const app = express();

function runQuery(opts) {
  db.query('SELECT * FROM orders ORDER BY created ' + opts.order);
  db.query("SELECT * FROM orders WHERE ref = '" + opts.ref + "'");
}
function repository(opts) { return runQuery(opts); }
function service(opts) { return repository(opts); }

app.get('/orders', (req, res) => {
  service({ ref: req.query.ref, order: req.query.order === 'asc' ? 'ASC' : 'DESC' });
  res.send('ok');
});
`;

describe('summaries follow the member of a parameter that reaches a sink', () => {
  it('PHP: a constant field of a request-built object passed down three calls is not reported; its request field is', async () => {
    // The sink of the request field, and the call that hands the object down (call-sites.ts).
    expect(sqliLines(await scan({ 'app.php': PHP }))).toEqual(['app.php:15', 'app.php:20']);
  });

  it('JavaScript: only the request field of an options object is reported', async () => {
    expect(sqliLines(await scan({ 'app.js': JS }))).toEqual(['app.js:14', 'app.js:8']);
  });
});
