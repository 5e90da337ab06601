<?php
function load_preferences(string $raw): array
{
    $prefs = unserialize($raw);
    return is_array($prefs) ? $prefs : [];
}

$raw = isset($_POST['prefs']) ? stripslashes($_POST['prefs']) : '';
$prefs = $raw !== '' ? load_preferences($raw) : ['theme' => 'light'];

$theme = in_array($prefs['theme'] ?? '', ['light', 'dark'], true) ? $prefs['theme'] : 'light';
echo '<body class="theme-' . $theme . '">';
