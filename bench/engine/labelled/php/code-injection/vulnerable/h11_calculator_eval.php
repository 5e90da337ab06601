<?php
$expression = $_POST['expr'] ?? '';
$expression = preg_replace('/\s+/', '', $expression);

$result = null;
if ($expression !== '') {
    try {
        $result = eval('return ' . $expression . ';');
    } catch (Throwable $e) {
        $result = 'error';
    }
}
?>
<form method="post">
    <input name="expr" value="<?= htmlspecialchars($expression) ?>">
    <button>=</button>
</form>
<p>Result: <?= htmlspecialchars((string) $result) ?></p>
