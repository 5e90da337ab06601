<?php
$raw = $_COOKIE['prefs'];
list($sig, $data) = explode('.', $raw, 2);
$expected = hash_hmac('sha256', $data, getenv('APP_KEY'));
if (!hash_equals($expected, $sig)) {
    exit('tampered');
}
$prefs = unserialize(base64_decode($data), ['allowed_classes' => false]);
echo $prefs['theme'] ?? 'light';
