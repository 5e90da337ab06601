<?php
$db = mysqli_connect(
    getenv('LEGACY_DB_HOST') ?: 'localhost',
    getenv('LEGACY_DB_USER') ?: 'results',
    getenv('LEGACY_DB_PASSWORD'),
    'touchline'
);
if (!$db) {
    http_response_code(500);
    exit('Results are temporarily unavailable.');
}
mysqli_set_charset($db, 'utf8mb4');
