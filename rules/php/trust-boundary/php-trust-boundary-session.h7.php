<?php
// array_walk runs its closure with each value and key of the array.
function h7_walk_session()
{
    $prefs = $_POST['prefs'] ?? [];
    // ruleid: php-trust-boundary-session
    array_walk($prefs, function ($value, $key) {
        $_SESSION['pref_' . $key] = $value;
    });
    // ok: php-trust-boundary-session
    array_walk($prefs, function ($value, $key) {
        $_SESSION['seen'] = true;
    });
}
