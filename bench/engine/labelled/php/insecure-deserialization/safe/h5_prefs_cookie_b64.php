<?php
$prefs = ['theme' => 'light', 'lang' => 'en'];
if (isset($_COOKIE['prefs'])) {
    $prefs = json_decode(base64_decode($_COOKIE['prefs']), true) ?: $prefs;
}
echo '<body class="' . htmlspecialchars($prefs['theme'] ?? 'light') . '">';
