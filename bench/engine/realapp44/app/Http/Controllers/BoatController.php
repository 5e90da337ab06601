<?php

namespace App\Http\Controllers;

use App\Http\Requests\SearchBoatsRequest;
use App\Models\Boat;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\DB;

class BoatController extends Controller
{
    private const SORTABLE = ['name', 'daily_rate', 'length_m', 'capacity'];

    public function index(Request $request)
    {
        $sort = $request->query('sort', 'name');
        if (! in_array($sort, self::SORTABLE, true)) {
            $sort = 'name';
        }
        $boats = Boat::query()->orderBy($sort)->paginate(20);

        return view('boats.index', ['boats' => $boats, 'sort' => $sort]);
    }

    public function show(Request $request, Boat $boat)
    {
        $highlight = $request->query('highlight');

        return view('boats.show', ['boat' => $boat, 'highlight' => $highlight, 'tab' => $request->query('tab')]);
    }

    public function search(SearchBoatsRequest $request)
    {
        $filters = $request->validated();
        $query = Boat::query()->where('active', true);

        if (! empty($filters['type'])) {
            $query->where('type', $filters['type']);
        }
        if (! empty($filters['min_capacity'])) {
            $query->whereRaw('capacity >= ' . (int) $filters['min_capacity']);
        }
        if ($request->filled('keyword')) {
            $query->whereRaw("name LIKE '%" . $request->input('keyword') . "%'");
        }
        if ($request->filled('order')) {
            $query->orderByRaw($request->input('order') . ' ASC');
        }

        return view('boats.index', ['boats' => $query->get(), 'keyword' => $request->input('keyword')]);
    }

    public function store(Request $request)
    {
        $data = $request->validate([
            'name' => 'required|string|max:80',
            'type' => 'required|in:sail,motor,kayak,paddle',
            'daily_rate' => 'required|numeric|min:0',
        ]);
        $boat = Boat::create($data);

        return redirect()->route('boats.show', $boat);
    }

    public function update(Request $request, Boat $boat)
    {
        $boat->fill($request->only(['name', 'description']))->save();
        DB::statement('UPDATE boats SET updated_by = ? WHERE id = ?', [$request->user()->id, $boat->id]);
        DB::statement("UPDATE boats SET notes = '" . $request->input('notes') . "' WHERE id = " . $boat->id);

        return back();
    }

    public function destroy(Boat $boat)
    {
        $boat->delete();

        return redirect()->route('boats.index');
    }
}
