<h1>Invoices (<?= e($status) ?>)</h1>
<table>
<?php foreach ($invoices as $invoice): ?>
    <tr><td><?= e($invoice['issued_on']) ?></td><td><?= money((int) $invoice['amount_pence']) ?></td><td><?= e($invoice['status']) ?></td></tr>
<?php endforeach; ?>
</table>
