<?php
// array_walk runs its closure with each value and key of the array.
function h7_walk_session()
{
    $prefs = $_POST['prefs'] ?? [];
    // ruleid: php-trust-boundary-session
    array_walk($prefs, function ($value, $key) {
        // ruleid: php-trust-boundary-session (the sink inside the helper; each call that passes request data is reported too)
        $_SESSION['pref_' . $key] = $value;
    });
    // ok: php-trust-boundary-session
    array_walk($prefs, function ($value, $key) {
        $_SESSION['seen'] = true;
    });
}

// Symfony's and Laravel's session objects.
class H7SessionController
{
    public function symfony(\Symfony\Component\HttpFoundation\Request $r)
    {
        // ruleid: php-trust-boundary-session
        $r->getSession()->set('role', $r->request->get('role'));
        // ok: php-trust-boundary-session
        $r->getSession()->set('visited', true);
    }

    public function laravel(\Illuminate\Http\Request $r)
    {
        // ruleid: php-trust-boundary-session
        $r->session()->put('locale', $r->input('locale'));
        // ok: php-trust-boundary-session
        session()->put('visited', true);
    }
}
