<?php
require_once __DIR__ . '/../config/config.inc.php';

/** One mysqli link per request, the way the older exercises talk to the database. */
function lab_mysqli(): mysqli
{
    global $_LAB;
    static $link = null;
    if ($link === null) {
        $link = mysqli_connect($_LAB['db_server'], $_LAB['db_user'], $_LAB['db_password'], $_LAB['db_database'], (int)$_LAB['db_port']);
        if (!$link) {
            die('Could not connect to the database service.');
        }
        mysqli_set_charset($link, 'utf8mb4');
    }
    return $link;
}

/** PDO for the "impossible" levels: real prepared statements, exceptions on error. */
function lab_pdo(): PDO
{
    global $_LAB;
    static $pdo = null;
    if ($pdo === null) {
        $dsn = "mysql:host={$_LAB['db_server']};port={$_LAB['db_port']};dbname={$_LAB['db_database']};charset=utf8mb4";
        $pdo = new PDO($dsn, $_LAB['db_user'], $_LAB['db_password'], [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
            PDO::ATTR_EMULATE_PREPARES => false,
        ]);
    }
    return $pdo;
}
