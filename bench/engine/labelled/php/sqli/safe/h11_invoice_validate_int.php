<?php
require __DIR__ . '/db.php';

$invoiceId = filter_input(INPUT_GET, 'invoice', FILTER_VALIDATE_INT, [
    'options' => ['min_range' => 1],
]);

if ($invoiceId === false || $invoiceId === null) {
    http_response_code(400);
    echo 'Invalid invoice number';
    exit;
}

$sql = sprintf('SELECT number, amount, due_date FROM invoices WHERE id = %d', $invoiceId);
$invoice = $pdo->query($sql)->fetch(PDO::FETCH_ASSOC);

if (!$invoice) {
    http_response_code(404);
    exit;
}
printf('Invoice %s: %0.2f due %s', htmlspecialchars($invoice['number']), $invoice['amount'], htmlspecialchars($invoice['due_date']));
