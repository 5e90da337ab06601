<article class="plot">
    <h1><?= esc($plot['name']) ?> <?= plot_status_badge($plot['status']) ?></h1>

    <nav class="tabs" data-active="<?= $tab ?>">
        <a href="?tab=details">Details</a>
        <a href="?tab=history">History</a>
    </nav>

    <dl>
        <dt>Site</dt><dd><?= esc($plot['site']) ?></dd>
        <dt>Holder</dt><dd><?= esc($plot['holder'] ?? 'vacant') ?></dd>
        <dt>Notes</dt><dd><?= esc($plot['notes']) ?></dd>
    </dl>

    <p class="back"><a href="<?= site_url('plots') ?>?tab=<?= esc($tab, 'url') ?>">All plots</a></p>

    <h2>Past seasons</h2>
    <ul>
        <?php foreach ($history as $row): ?>
            <li><?= esc($row['season']) ?></li>
        <?php endforeach ?>
    </ul>

    <form method="post" action="<?= site_url('plots/' . $plot['id'] . '/book') ?>">
        <?= csrf_field() ?>
        <input name="season" placeholder="2027">
        <button>Book this plot</button>
    </form>
</article>
