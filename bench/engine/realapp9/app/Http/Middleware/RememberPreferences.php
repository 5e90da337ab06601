<?php

namespace App\Http\Middleware;

use Closure;
use Illuminate\Http\Request;
use Illuminate\Support\Facades\View;

class RememberPreferences
{
    public function handle(Request $request, Closure $next)
    {
        $prefs = ['theme' => 'light', 'per_page' => 25, 'calendar' => 'week'];

        if (isset($_COOKIE['cm_prefs'])) {
            $stored = unserialize(base64_decode($_COOKIE['cm_prefs']));
            if (is_array($stored)) {
                $prefs = array_merge($prefs, $stored);
            }
        }

        if ($request->hasCookie('cm_layout')) {
            $layout = unserialize($request->cookie('cm_layout'), ['allowed_classes' => false]);
            if (is_array($layout)) {
                $prefs['layout'] = $layout;
            }
        }

        $recent = json_decode($request->cookie('cm_recent', '[]'), true) ?: [];

        View::share('prefs', $prefs);
        View::share('recentPatients', array_slice($recent, 0, 5));

        $response = $next($request);

        if ($request->has('theme')) {
            $prefs['theme'] = $request->query('theme');
            setcookie('cm_prefs', base64_encode(serialize($prefs)), time() + 31536000, '/');
        }

        return $response;
    }
}
