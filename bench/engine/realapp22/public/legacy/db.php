<?php

// Connections for the pre-2022 pages the secretary still uses. Kept until the
// CodeIgniter screens cover waiting-list management.

$pdo = new PDO('mysql:host=127.0.0.1;dbname=plotkeeper;charset=utf8mb4', 'plotkeeper_legacy', 'Comp0st&Rain2019', [
    PDO::ATTR_ERRMODE            => PDO::ERRMODE_EXCEPTION,
    PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
]);

$link = mysqli_connect('127.0.0.1', 'plotkeeper_ro', getenv('PLOTKEEPER_RO_PASSWORD'), 'plotkeeper');
mysqli_set_charset($link, 'utf8mb4');
