<?php
/** @var string $payerName */
/** @var string $reference */
/** @var string $amount */
/** @var string $note */
?>
<!doctype html>
<html>
<head><meta charset="utf-8"><title>Receipt <?= htmlspecialchars($reference, ENT_QUOTES, 'UTF-8') ?></title></head>
<body class="receipt">
  <h1>Rent receipt</h1>
  <p>Received from: <strong><?= $payerName ?></strong></p>
  <p>Amount: £<?= $amount ?></p>
  <p>Reference: <?= htmlspecialchars($reference, ENT_QUOTES, 'UTF-8') ?></p>
  <?php if ($note !== ''): ?>
    <p class="note">Note: <?php echo $note; ?></p>
  <?php endif; ?>
  <p class="small">Printed <?= date('j M Y') ?></p>
</body>
</html>
