<?php
$q = $_GET['q'] ?? '';
?>
<form><input type='text' name='q' value='<?= htmlspecialchars($q, ENT_NOQUOTES) ?>'></form>
