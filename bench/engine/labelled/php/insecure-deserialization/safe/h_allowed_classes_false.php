<?php
$prefs = isset($_COOKIE['prefs']) ? unserialize($_COOKIE['prefs'], ['allowed_classes' => false]) : [];
$theme = is_array($prefs) && isset($prefs['theme']) ? $prefs['theme'] : 'light';
echo htmlspecialchars($theme);
