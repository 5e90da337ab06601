<div class="badge" style="background: hsl(<?= (int) $hue ?>, 60%, 70%)"><?= e(mb_substr($student['name'], 0, 1)) ?></div>
<h1>Welcome back, <?= $welcome ?>!</h1>
<p title="<?= e($welcome) ?>">Instrument: <?= e($student['instrument']) ?></p>
<h2>Past lessons</h2>
<ul>
<?php foreach ($history as $row): ?>
    <li><?= e($row['starts_at']) ?> — <?= e($row['instrument']) ?>, room <?= e($row['room']) ?></li>
<?php endforeach; ?>
</ul>
