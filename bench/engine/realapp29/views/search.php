<h1>Results for “<?= e($q) ?>”</h1>
<form action="/search" method="get">
    <input name="q" value="<?= e($q) ?>">
    <button>Search again</button>
</form>
<?php if (!$results): ?>
    <p class="empty">Nobody matches <?php echo $q; ?>. Try part of a name.</p>
<?php else: ?>
    <ul>
    <?php foreach ($results as $row): ?>
        <li><a href="/students/<?= (int) $row['id'] ?>"><?= e($row['name']) ?></a> (<?= e($row['instrument']) ?>)</li>
    <?php endforeach; ?>
    </ul>
<?php endif; ?>
<script>window.lastSearch = <?= json_encode($q, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT) ?>;</script>
