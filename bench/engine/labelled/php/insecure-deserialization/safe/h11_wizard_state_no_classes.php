<?php
session_start();

$state = ['step' => 1, 'answers' => []];
if (isset($_POST['state'])) {
    $restored = unserialize(base64_decode($_POST['state']), ['allowed_classes' => false]);
    if (is_array($restored)) {
        $state = $restored;
    }
}

$state['step'] = (int) $state['step'] + 1;
$encoded = base64_encode(serialize($state));
?>
<form method="post">
    <input type="hidden" name="state" value="<?= htmlspecialchars($encoded) ?>">
    <p>Step <?= (int) $state['step'] ?></p>
    <button>Next</button>
</form>
