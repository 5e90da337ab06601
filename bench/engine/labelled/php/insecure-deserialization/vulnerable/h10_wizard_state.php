<?php
session_start();

$step = (int) ($_POST['step'] ?? 1);
$state = [];

if (isset($_POST['state'])) {
    $raw = base64_decode($_POST['state'], true);
    if ($raw !== false) {
        $state = unserialize($raw);
    }
}

$state['step' . $step] = array_map('trim', $_POST['fields'] ?? []);
$encoded = base64_encode(serialize($state));
?>
<form method="post">
  <input type="hidden" name="step" value="<?= $step + 1 ?>">
  <input type="hidden" name="state" value="<?= htmlspecialchars($encoded) ?>">
  <input name="fields[company]" placeholder="Company">
  <button>Next</button>
</form>
