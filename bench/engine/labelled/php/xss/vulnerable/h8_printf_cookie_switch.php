<?php
$theme = $_COOKIE['theme'] ?? 'light';
$label = '';
switch (strlen($theme) > 0) {
    case true:
        $label = ucfirst($theme);
        break;
    default:
        $label = 'Light';
}
printf('<span class="theme-label">Current theme: %s</span>', $label);
