<h1><?= e($lesson['instrument']) ?> lesson</h1>
<p>Starts <?= e($lesson['starts_at']) ?> in room <?= e($lesson['room']) ?></p>
<?php if ($teacher): ?>
    <p>Teacher: <?= e($teacher['name']) ?></p>
<?php endif; ?>
<div class="tabs" data-active="<?= $tab ?>">
    <a href="?tab=<?= urlencode('notes') ?>">Notes</a>
    <a href="?tab=<?= urlencode('homework') ?>">Homework</a>
    <a href="/lessons/<?= (int) $lesson['id'] ?>?tab=<?= urlencode($tab) ?>&amp;print=1">Print this tab</a>
</div>
<form method="post" action="/lessons/cancel">
    <input type="hidden" name="id" value="<?= (int) $lesson['id'] ?>">
    <input type="hidden" name="return_to" value="/lessons">
    <button>Cancel lesson</button>
</form>
