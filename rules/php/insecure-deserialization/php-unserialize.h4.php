<?php
if (isset($_FILES['settings'])) {
    // ruleid: php-unserialize
    $settings = unserialize(file_get_contents($_FILES['settings']['tmp_name']));
    // ok: php-unserialize
    $defaults = unserialize(file_get_contents('/var/cache/app/defaults.ser'));
    // ok: php-unserialize
    $meta = json_decode(file_get_contents($_FILES['settings']['tmp_name']), true);
}
