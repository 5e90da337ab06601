<?php
$q = $_GET['q'] ?? '';
?>
<form><input type='text' name='q' value='<?= htmlspecialchars($q, ENT_QUOTES, 'UTF-8') ?>'></form>
