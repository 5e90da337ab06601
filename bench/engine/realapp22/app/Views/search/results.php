<h1>Results for “<?= esc($q) ?>”</h1>

<form method="get" action="<?= site_url('plots/search') ?>">
    <input type="search" name="q" value="<?= esc($q, 'attr') ?>">
    <button>Search again</button>
</form>

<?php if ($results === []): ?>
    <p class="hint">No plots on the <?= $site ?> site match.</p>
<?php else: ?>
    <ul>
        <?php foreach ($results as $row): ?>
            <li><a href="<?= site_url('plots/' . $row['id']) ?>"><?= esc($row['name']) ?></a></li>
        <?php endforeach ?>
    </ul>
<?php endif ?>

<script>
    window.lastSearch = <?= json_encode($q, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT) ?>;
    window.lastSite = <?= json_encode($site) ?>;
</script>
