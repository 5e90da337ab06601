<?php
// Clauses built in a loop and joined with implode keep their shape: an allow-listed column between
// backquotes and an escaped value inside quotes is safe; an escaped value outside quotes is not.
function h5_filters(mysqli $db)
{
    $where = [];
    foreach ($_POST['filters'] as $column => $value) {
        if (!in_array($column, ['city', 'country'], true)) {
            continue;
        }
        $where[] = "`$column` = '" . $db->real_escape_string($value) . "'";
    }
    // ok: php-sqli-unquoted
    $db->query('SELECT * FROM contacts' . ($where ? ' WHERE ' . implode(' AND ', $where) : ''));
    $ids = [];
    foreach ($_POST['ids'] as $id) {
        $ids[] = 'id = ' . $db->real_escape_string($id);
    }
    // ruleid: php-sqli-unquoted
    $db->query('SELECT * FROM contacts WHERE ' . implode(' OR ', $ids));
}

// Slim: route placeholders arrive in the handler's third parameter.
$app = \Slim\Factory\AppFactory::create();
$pdo = new PDO('sqlite:/tmp/app.db');
$app->get('/invoices/{id}', function ($request, $response, array $args) use ($pdo) {
    // ruleid: php-sqli-unquoted
    $pdo->query('SELECT * FROM invoices WHERE id = ' . $args['id']);
    // ok: php-sqli-unquoted
    $pdo->query('SELECT * FROM invoices WHERE id = ' . (int) $args['id']);
    return $response;
});
