<?php
// str_contains is a substring check: with the two slash checks, no backslash makes the path local.
function h7_local_redirect()
{
    $to = $_GET['to'] ?? '/';
    if (str_starts_with($to, '/') && !str_starts_with($to, '//') && !str_contains($to, '\\')) {
        // ok: php-open-redirect
        header('Location: ' . $to);
    }
    if (str_starts_with($to, '/') && !str_starts_with($to, '//')) {
        // ruleid: php-open-redirect
        header('Location: ' . $to);
    }
}

// Laravel's intended() goes to its argument when the session saved no URL.
class H7LoginController
{
    public function done(\Illuminate\Http\Request $r)
    {
        // ruleid: php-open-redirect
        return redirect()->intended($r->input('next'));
    }

    public function home()
    {
        // ok: php-open-redirect
        return redirect()->intended('/dashboard');
    }
}
