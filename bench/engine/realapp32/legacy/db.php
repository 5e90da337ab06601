<?php

// Connection for the pre-Yii pages that are still linked from the branch kiosks.
$link = mysqli_connect('db.leafline.internal', 'leafline_legacy', getenv('LEGACY_DB_PASSWORD') ?: '', 'leafline');
if (!$link) {
    http_response_code(500);
    exit('Catalogue unavailable');
}
mysqli_set_charset($link, 'utf8mb4');
session_start();
