<?php
session_start();
$prefs = $_POST['prefs'] ?? [];
array_walk($prefs, function ($value, $key) {
    error_log('pref change requested: ' . (int) $key);
});
$_SESSION['prefs_seen'] = count($prefs);
echo 'saved';
