<?php
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

// A DTO with promoted constructor properties, built twice from the same kind of input: each
// instance holds what its own constructor call was given.
final class R9PatientFilter
{
    public function __construct(public readonly ?string $name, public readonly int $limit)
    {
    }

    public static function fromRequest(Request $request): self
    {
        return new self($request->query('name'), 20);
    }
}

class R9PatientSearch
{
    public function viaFactory(Request $request)
    {
        $filter = R9PatientFilter::fromRequest($request);
        // ruleid: php-sqli-tainted-query
        return DB::select("SELECT id FROM patients WHERE last_name = '" . $filter->name . "'");
    }

    public function direct(Request $request)
    {
        $filter = new R9PatientFilter($request->query('name'), 20);
        // ruleid: php-sqli-tainted-query
        return DB::select("SELECT id FROM patients WHERE first_name = '" . $filter->name . "'");
    }

    public function bound(Request $request)
    {
        $filter = new R9PatientFilter($request->query('name'), 20);
        // ok: php-sqli-tainted-query
        return DB::select('SELECT id FROM patients WHERE last_name = ? LIMIT ' . $filter->limit, [$filter->name]);
    }
}
