<?php
$raw = $_COOKIE['prefs'];
list($sig, $data) = explode('.', $raw, 2);
$prefs = unserialize(base64_decode($data));
echo $prefs['theme'] ?? 'light';
