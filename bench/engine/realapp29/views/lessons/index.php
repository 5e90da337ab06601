<h1>Lessons</h1>
<?php if ($instrument !== ''): ?>
    <p class="filter">Showing <?= $instrument ?> lessons only. <a href="/lessons">Show all</a></p>
<?php endif; ?>
<form method="get" action="/lessons">
    <input name="instrument" value="<?= htmlspecialchars($instrument, ENT_QUOTES, 'UTF-8') ?>">
    <input type="hidden" name="sort" value="<?= e($sort) ?>">
</form>
<table>
    <tr><th>When</th><th>Instrument</th><th>Room</th></tr>
    <?php foreach ($lessons as $lesson): ?>
        <tr>
            <td><a href="/lessons/<?= (int) $lesson['id'] ?>"><?= e($lesson['starts_at']) ?></a></td>
            <td><?= e($lesson['instrument']) ?></td>
            <td><a href="/rooms/<?= rawurlencode($lesson['room']) ?>"><?= e($lesson['room']) ?></a></td>
        </tr>
    <?php endforeach; ?>
</table>
