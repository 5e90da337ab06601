<?php
$title = 'Backups';
require_once '../includes/header.php';
require_once '../lib/Shell.php';
require_admin();

$out = '';
if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    check_csrf();
    $label = isset($_POST['label']) ? $_POST['label'] : 'manual';
    $file = $config['export_dir'] . '/deskline-' . date('Ymd-His') . '.sql.gz';
    if ($_POST['action'] === 'dump') {
        list($code, $out) = Shell::run('mysqldump --single-transaction ' . escapeshellarg($config['db_name']) . ' | gzip > ' . escapeshellarg($file));
    } elseif ($_POST['action'] === 'tag') {
        list($code, $out) = Shell::run("cd {$config['export_dir']} && tar czf backup-{$label}.tgz *.sql.gz");
    } elseif ($_POST['action'] === 'verify') {
        list($code, $out) = Shell::runArgs('gzip', ['-t', $config['export_dir'] . '/' . basename($_POST['name'])]);
    }
}
$disk = shell_exec('df -h ' . escapeshellarg($config['export_dir']));
$files = glob($config['export_dir'] . '/*.gz');
?>
<h1>Backups</h1>
<pre><?= e($disk) ?></pre>
<form method="post">
  <input type="hidden" name="csrf" value="<?= csrf_token() ?>">
  <input name="label" placeholder="label">
  <button name="action" value="dump">Dump now</button>
  <button name="action" value="tag">Archive with label</button>
</form>
<ul><?php foreach ($files as $f): ?><li><?= e(basename($f)) ?></li><?php endforeach; ?></ul>
<?php if ($out): ?><pre><?= e($out) ?></pre><?php endif; ?>
<?php require_once '../includes/footer.php'; ?>
