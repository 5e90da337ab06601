<h1>Sheet-music library</h1>
<?php if ($composer !== ''): ?>
    <h2>Pieces by <?= $composer ?></h2>
<?php endif; ?>
<form method="get" action="/scores">
    <input name="composer" value="<?= e($composer) ?>">
</form>
<ul>
<?php foreach ($scores as $score): ?>
    <li>
        <?= e($score['title']) ?> — <?= e($score['composer']) ?> (grade <?= (int) $score['grade'] ?>)
        <a href="/scores/download?file=<?= urlencode($score['file']) ?>">PDF</a>
    </li>
<?php endforeach; ?>
</ul>
<script>const composerFilter = <?= json_encode($composer, JSON_HEX_TAG | JSON_HEX_AMP) ?>;</script>
