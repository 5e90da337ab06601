<?php
$displayName = $_COOKIE['display_name'] ?? 'guest';
$visits = isset($_COOKIE['visits']) ? (int) $_COOKIE['visits'] + 1 : 1;

setcookie('visits', (string) $visits, [
    'expires' => time() + 86400 * 30,
    'path' => '/',
    'secure' => true,
    'httponly' => true,
    'samesite' => 'Lax',
]);

echo '<div class="banner">';
printf('<p>Welcome back, %s! This is visit number %d.</p>', $displayName, $visits);
echo '</div>';
