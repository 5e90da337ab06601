<h1><?= esc($title) ?></h1>

<p class="sorting">Sorted by <?= $sort ?></p>

<?php if (! empty($featured)): ?>
    <p class="featured">Plot of the week: <a href="<?= site_url('plots/' . (int) $featured) ?>">#<?= (int) $featured ?></a></p>
<?php endif ?>

<table class="plots">
    <thead><tr><th>Plot</th><th>Site</th><th>Size</th><th>Status</th></tr></thead>
    <tbody>
    <?php foreach ($plots as $plot): ?>
        <tr>
            <td><a href="<?= site_url('plots/' . $plot['id']) ?>"><?= esc($plot['name']) ?></a></td>
            <td><?= esc($plot['site']) ?></td>
            <td><?= size_label((float) $plot['size_m2'], $prefs['units'] ?? 'metric') ?></td>
            <td><?= plot_status_badge($plot['status']) ?></td>
        </tr>
    <?php endforeach ?>
    </tbody>
</table>

<form method="get" action="<?= site_url('plots') ?>">
    <input type="hidden" name="sort" value="<?= esc($sort, 'attr') ?>">
    <button name="dir" value="DESC">Reverse</button>
</form>
