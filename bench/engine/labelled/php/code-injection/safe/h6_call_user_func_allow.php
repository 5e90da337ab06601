<?php
$fn = $_POST['fn'] ?? '';
if (!in_array($fn, ['strtoupper', 'strtolower', 'ucwords'], true)) {
    exit('bad');
}
echo htmlspecialchars(call_user_func($fn, 'hello world'));
