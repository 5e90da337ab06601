/**
 * Laravel route parameters (src/engine/analysis/route-parameters.ts, the `routeParameter` param
 * source of rules/php/models/frameworks.yaml): a `{placeholder}` of a route's path reaches the
 * handler's untyped (or `string`) parameter of that name as URL text, whether the handler is a
 * controller method (`[C::class, 'm']`, `'C@m'`) or a closure; a placeholder the route constrains
 * to digits (`->whereNumber`, `->where('id', '[0-9]+')`, `Route::pattern`) is not a source, nor is
 * an `int` parameter or a method no route names.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles, FolderCacheStore, type SourceFile } from '../../src/engine/index.js';
import { safeRoutePattern } from '../../src/engine/analysis/route-parameters.js';

type Files = Record<string, string>;

async function sqli(files: Files): Promise<string[]> {
  const sources: SourceFile[] = Object.entries(files).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
  const r = await analyzeFiles(sources, { parallel: false, secrets: false });
  return r.findings
    .filter((f) => f.category === 'sqli')
    .map((f) => `${f.filePath}:${f.lineNumber}`)
    .sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
}

const ROUTES = `<?php

use App\\Http\\Controllers\\SlotController;
use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\DB;
use Illuminate\\Support\\Facades\\Route;

Route::get('/slots/{doctor}', [SlotController::class, 'forDoctor']);
Route::get('/rooms/{room}', [SlotController::class, 'forRoom'])->whereNumber('room');
Route::get('/wards/{ward}', 'App\\Http\\Controllers\\SlotController@forWard')->where('ward', '[0-9]+');
Route::get('/beds/{bed}', [SlotController::class, 'forBed'])->where('bed', '.*');
Route::get('/doctors/{id}/reviews', function (Request $request, $id) {
    return DB::select("SELECT * FROM reviews WHERE doctor_id = $id");
});
Route::get('/clinics/{id}', function ($id) {
    return DB::select("SELECT * FROM clinics WHERE id = $id");
})->whereNumber('id');
Route::get('/floors/{floor}', [SlotController::class, 'forFloor']);
`;

const CONTROLLER = `<?php

namespace App\\Http\\Controllers;

use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\DB;

class SlotController extends Controller
{
    public function forDoctor(Request $request, $doctor)
    {
        return DB::select("SELECT * FROM slots WHERE doctor_id = $doctor");
    }

    public function forRoom(Request $request, $room)
    {
        return DB::select("SELECT * FROM slots WHERE room_id = $room");
    }

    public function forWard($ward)
    {
        return DB::select("SELECT * FROM slots WHERE ward_id = $ward");
    }

    public function forBed(string $bed)
    {
        return DB::select("SELECT * FROM slots WHERE bed_id = $bed");
    }

    public function unrouted($other)
    {
        return DB::select("SELECT * FROM slots WHERE x = $other");
    }

    public function forFloor(Request $request, int $floor)
    {
        return DB::select("SELECT * FROM slots WHERE floor = $floor");
    }
}
`;

describe('Laravel route parameters', () => {
  const files: Files = { 'routes/web.php': ROUTES, 'app/Http/Controllers/SlotController.php': CONTROLLER };

  it('an unconstrained placeholder reaches the parameter of its name; digit constraints, an int parameter and unrouted methods are safe', async () => {
    expect(await sqli(files)).toEqual(['app/Http/Controllers/SlotController.php:12', 'app/Http/Controllers/SlotController.php:27', 'routes/web.php:13']);
  });

  it('Route::pattern constrains the name in every route', async () => {
    const patterned = ROUTES.replace("Route::get('/slots/{doctor}'", "Route::pattern('doctor', '\\d+');\nRoute::get('/slots/{doctor}'");
    expect(await sqli({ ...files, 'routes/web.php': patterned })).toEqual(['app/Http/Controllers/SlotController.php:27', 'routes/web.php:14']);
  });

  it('without the routes file no controller parameter is a source', async () => {
    expect(await sqli({ 'app/Http/Controllers/SlotController.php': CONTROLLER })).toEqual([]);
  });

  it('safe route patterns admit only letters, digits, _ and -', () => {
    for (const p of ['[0-9]+', '^\\d{1,6}$', '[a-z0-9-]+', '[A-Za-z_]+', '\\w+']) expect(safeRoutePattern(p), p).toBe(true);
    for (const p of ['.*', '[^/]+', '.+', '(a|b)', '[0-9]+.*', '\\S+', '']) expect(safeRoutePattern(p), p).toBe(false);
  });

  it('editing the routes file changes a cached rescan of the controller exactly as a full scan', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-routes-'));
    try {
      const store = new FolderCacheStore(path.join(dir, 'cache'));
      const tree: Files = { ...files };
      const counts: number[] = [];
      for (const constraint of ['', "->whereNumber('doctor')", '']) {
        tree['routes/web.php'] = ROUTES.replace("[SlotController::class, 'forDoctor']);", `[SlotController::class, 'forDoctor'])${constraint};`);
        const sources: SourceFile[] = Object.entries(tree).map(([p, content]) => ({ path: p, content: Buffer.from(content) }));
        const full = await analyzeFiles(sources, { parallel: false, secrets: false });
        const cached = await analyzeFiles(sources, { parallel: false, secrets: false, cache: { store, scope: 'routes' } });
        expect(cached.findings, constraint).toEqual(full.findings);
        counts.push(full.findings.filter((f) => f.filePath.endsWith('SlotController.php') && f.lineNumber === 12).length);
      }
      expect(counts).toEqual([1, 0, 1]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('Route::resource binds the member actions; a model-typed parameter is no source', async () => {
    const routes = "<?php\n\nuse App\\Http\\Controllers\\RoomController;\nuse Illuminate\\Support\\Facades\\Route;\n\nRoute::resource('clinics.rooms', RoomController::class);\n";
    const controller = `<?php

namespace App\\Http\\Controllers;

use App\\Models\\Room;
use Illuminate\\Support\\Facades\\DB;

class RoomController extends Controller
{
    public function show($clinic, $room)
    {
        return DB::select("SELECT * FROM rooms WHERE clinic_id = 1 AND id = $room");
    }

    public function index($clinic)
    {
        return DB::select("SELECT * FROM rooms WHERE clinic_id = $clinic");
    }

    public function destroy(Room $room)
    {
        return DB::select("DELETE FROM rooms WHERE id = $room->id");
    }
}
`;
    expect(await sqli({ 'routes/web.php': routes, 'app/Http/Controllers/RoomController.php': controller })).toEqual(['app/Http/Controllers/RoomController.php:12', 'app/Http/Controllers/RoomController.php:17']);
    const numeric = routes.replace('RoomController::class);', "RoomController::class)->whereNumber(['clinic', 'room']);");
    expect(await sqli({ 'routes/web.php': numeric, 'app/Http/Controllers/RoomController.php': controller })).toEqual([]);
  });

  it("$request->route('id') is no source where every route to the handler constrains id", async () => {
    const controller = `<?php

namespace App\\Http\\Controllers;

use Illuminate\\Http\\Request;
use Illuminate\\Support\\Facades\\DB;

class InvoiceController extends Controller
{
    public function show(Request $request)
    {
        $number = $request->route('number');
        return DB::select("SELECT * FROM invoices WHERE number = $number");
    }
}
`;
    const routes = (constraint: string) => `<?php\n\nuse App\\Http\\Controllers\\InvoiceController;\nuse Illuminate\\Support\\Facades\\Route;\n\nRoute::get('/invoices/{number}', [InvoiceController::class, 'show'])${constraint};\n`;
    const at = ['app/Http/Controllers/InvoiceController.php:13'];
    expect(await sqli({ 'routes/web.php': routes(''), 'app/Http/Controllers/InvoiceController.php': controller })).toEqual(at);
    expect(await sqli({ 'routes/web.php': routes("->where('number', '[0-9]+')"), 'app/Http/Controllers/InvoiceController.php': controller })).toEqual([]);
    // A second, unconstrained route to the same handler keeps it a source.
    expect(await sqli({ 'routes/web.php': routes("->whereNumber('number');\nRoute::get('/bills/{number}', [InvoiceController::class, 'show'])"), 'app/Http/Controllers/InvoiceController.php': controller })).toEqual(at);
  });
});
