<?php
session_start();
$prefs = $_POST['prefs'] ?? [];
array_walk($prefs, function ($value, $key) {
    $_SESSION['pref_' . $key] = $value;
});
echo 'saved';
