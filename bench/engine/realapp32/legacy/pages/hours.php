<?php

$hours = [
    'Central' => 'Mon–Sat 9:00–19:00',
    'Northfield' => 'Tue–Sat 10:00–17:00',
    'Eastgate' => 'Mon, Wed, Fri 10:00–16:00',
];
?>
<table class="hours">
<?php foreach ($hours as $branch => $open): ?>
    <tr><th><?= htmlspecialchars($branch) ?></th><td><?= htmlspecialchars($open) ?></td></tr>
<?php endforeach ?>
</table>
