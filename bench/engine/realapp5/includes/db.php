<?php
require_once __DIR__ . '/../config.php';

// Old pages use the mysqli handle, newer code uses PDO. Both point at the same database.
$conn = mysqli_connect($config['db_host'], $config['db_user'], $config['db_pass'], $config['db_name']);
if (!$conn) {
    die('Database unavailable');
}
mysqli_set_charset($conn, 'utf8mb4');

function db()
{
    static $pdo = null;
    global $config;
    if ($pdo === null) {
        $dsn = 'mysql:host=' . $config['db_host'] . ';dbname=' . $config['db_name'] . ';charset=utf8mb4';
        $pdo = new PDO($dsn, $config['db_user'], $config['db_pass'], [
            PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
            PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
        ]);
    }
    return $pdo;
}

function db_all($sql, array $params = [])
{
    $stmt = db()->prepare($sql);
    $stmt->execute($params);
    return $stmt->fetchAll();
}

function db_one($sql, array $params = [])
{
    $rows = db_all($sql, $params);
    return $rows ? $rows[0] : null;
}
