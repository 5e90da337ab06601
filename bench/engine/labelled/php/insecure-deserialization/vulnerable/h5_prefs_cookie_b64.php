<?php
$prefs = ['theme' => 'light', 'lang' => 'en'];
if (isset($_COOKIE['prefs'])) {
    $prefs = unserialize(base64_decode($_COOKIE['prefs']));
}
echo '<body class="' . htmlspecialchars($prefs['theme'] ?? 'light') . '">';
