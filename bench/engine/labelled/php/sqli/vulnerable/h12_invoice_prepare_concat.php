<?php
$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASS'), [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);

$tenant = $_COOKIE['tenant'] ?? 'default';
$invoiceId = (int) ($_GET['id'] ?? 0);

$stmt = $pdo->prepare(
    "SELECT number, amount, due_date, status FROM invoices WHERE tenant_code = '" . $tenant . "' AND id = ?"
);
$stmt->execute([$invoiceId]);
$invoice = $stmt->fetch(PDO::FETCH_ASSOC);

if (!$invoice) {
    http_response_code(404);
    echo 'Invoice not found';
    exit;
}

printf(
    '<h1>Invoice %s</h1><p>Amount: %0.2f</p><p>Due: %s</p>',
    htmlspecialchars($invoice['number']),
    $invoice['amount'],
    htmlspecialchars($invoice['due_date'])
);
