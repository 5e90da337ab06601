<?php
$result = null;
if (isset($_POST['expr'])) {
    $expr = preg_replace('/\s+/', '', $_POST['expr']);
    if (preg_match('/^[0-9+\-*\/().]+$/', $expr)) {
        eval('$result = ' . $expr . ';');
    }
}
?>
<form method="post"><input name="expr" placeholder="2+2"><button>=</button></form>
<?php if ($result !== null): ?><p>Result: <?= htmlspecialchars((string)$result) ?></p><?php endif; ?>
