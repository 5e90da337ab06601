<?php

namespace App\Http\Controllers;

use App\Repositories\CustomerRepository;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\Crypt;

class AccountController extends Controller
{
    public function __construct(private CustomerRepository $customers)
    {
    }

    public function show(Request $request)
    {
        $prefs = unserialize($request->cookie('tw_prefs'));
        $layout = json_decode($request->cookie('tw_layout', '{}'), true);
        $saved = Crypt::decrypt($request->cookie('tw_saved'));
        $recent = unserialize(base64_decode($request->header('X-Recent-Boats', '')), ['allowed_classes' => false]);
        $this->customers->touch($request->user()->id, $request->ip());
        $matches = $this->customers->byPhone($request->query('phone', ''));

        return view('account.show', [
            'prefs' => $prefs,
            'layout' => $layout,
            'saved' => $saved,
            'recent' => $recent,
            'matches' => $matches,
            'greeting' => $request->query('greeting'),
        ]);
    }

    public function savePreferences(Request $request)
    {
        $prefs = $request->only(['currency', 'units', 'newsletter']);

        return redirect('/account')
            ->withCookie(cookie('tw_prefs', serialize($prefs), 60 * 24 * 30, '/', null, false, false))
            ->withCookie(cookie('tw_layout', json_encode($request->input('layout', [])), 60 * 24 * 30, '/', null, true, true))
            ->withCookie(cookie()->forever('tw_saved', Crypt::encrypt($prefs), '/', null, true, true, false, 'lax'));
    }
}
