<?php
// ruleid: php-unserialize
$prefs = unserialize($_COOKIE['prefs']);
// ok: php-unserialize
$prefs = unserialize($_COOKIE['prefs'], ['allowed_classes' => false]);
// ok: php-unserialize
$prefs = json_decode($_COOKIE['prefs'], true);
$raw = base64_decode($_POST['state']);
// ruleid: php-unserialize
$state = unserialize($raw);
// ok: php-unserialize
$cached = unserialize(file_get_contents('/var/cache/app.bin'));
// ruleid: php-unserialize
$opts = maybe_unserialize(wp_unslash($_POST['opts']));
// ok: php-unserialize
$opts2 = maybe_unserialize(get_option('widget_opts'));
