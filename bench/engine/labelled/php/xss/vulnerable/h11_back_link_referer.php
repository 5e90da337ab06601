<?php
header('Content-Type: text/html; charset=utf-8');

$back = $_SERVER['HTTP_REFERER'] ?? '/';
$message = 'The requested item is no longer available.';

print '<div class="notice">';
print '<p>' . htmlspecialchars($message) . '</p>';
print '<a class="button" href="' . $back . '">Go back</a>';
print '</div>';
