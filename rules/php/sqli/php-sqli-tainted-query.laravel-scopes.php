<?php
namespace App\Models;

use Illuminate\Database\Eloquent\Builder;
use Illuminate\Database\Eloquent\Model;
use Illuminate\Foundation\Auth\User as Authenticatable;
use Illuminate\Http\Request;

// Eloquent local scopes: `Vessel::ofType($t)` / `$query->ofType($t)` run `scopeOfType($query, $t)`.
class Vessel extends Model
{
    public function scopeOfType(Builder $query, ?string $type): Builder
    {
        // ruleid: php-sqli-tainted-query
        return $query->whereRaw("type = '" . $type . "'");
    }

    public function scopeNamed(Builder $query, ?string $name): Builder
    {
        // ok: php-sqli-tainted-query
        return $query->whereRaw('name = ?', [$name]);
    }

    public function scopeDocked(Builder $query, ?string $harbour): Builder
    {
        return $query->where('harbour', $harbour);
    }
}

class Member extends Authenticatable
{
    public function scopeFromCity(Builder $query, ?string $city): Builder
    {
        // ruleid: php-sqli-tainted-query
        return $query->whereRaw("city = '$city'");
    }
}

class VesselSearch
{
    public function byType(Request $request)
    {
        // ruleid: php-sqli-tainted-query
        return Vessel::ofType($request->query('type'))->get();
    }

    public function byName(Request $request)
    {
        // ok: php-sqli-tainted-query
        return Vessel::named($request->query('name'))->get();
    }

    // A chain: each scope answers the query, typed as the model, so the next one resolves.
    public function dockedOfType(Request $request)
    {
        // ruleid: php-sqli-tainted-query
        return Vessel::docked($request->query('harbour'))->ofType($request->query('type'))->get();
    }

    public function members(Request $request)
    {
        // ruleid: php-sqli-tainted-query
        return Member::fromCity($request->input('city'))->get();
    }
}
