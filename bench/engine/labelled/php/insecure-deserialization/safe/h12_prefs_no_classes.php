<?php
$prefs = ['theme' => 'light', 'per_page' => 20];
if (isset($_COOKIE['prefs'])) {
    $stored = unserialize($_COOKIE['prefs'], ['allowed_classes' => false]);
    if (is_array($stored)) {
        $prefs = array_merge($prefs, array_intersect_key($stored, $prefs));
    }
}

$perPage = max(5, min(100, (int) $prefs['per_page']));
$theme = $prefs['theme'] === 'dark' ? 'dark' : 'light';
echo "<body class=\"theme-$theme\" data-per-page=\"$perPage\">";
