<?php

require __DIR__ . '/db.php';

$site = $_GET['site'] ?? 'north';

if (isset($_POST['waitlist_id'])) {
    $stmt = mysqli_prepare($link, 'UPDATE waiting_list SET offered = 1 WHERE id = ?');
    mysqli_stmt_bind_param($stmt, 'i', $_POST['waitlist_id']);
    mysqli_stmt_execute($stmt);
    header('Location: plots.php?site=' . urlencode($site));
    exit;
}

$result = mysqli_query($link, "SELECT id, name, size_m2, status FROM plots WHERE site = '" . $site . "' ORDER BY name");

$vacant = mysqli_query($link, 'SELECT COUNT(*) AS n FROM plots WHERE status = \'free\' AND site = \'' . mysqli_real_escape_string($link, $site) . '\'');
$count  = mysqli_fetch_assoc($vacant)['n'];

?>
<!DOCTYPE html>
<html>
<head><title>Plots (legacy)</title></head>
<body>
<h1>Plots on <?php echo $_GET['site']; ?></h1>
<p><?php echo htmlspecialchars($site, ENT_QUOTES, 'UTF-8'); ?> has <?php echo (int) $count; ?> vacant plots.</p>
<table>
<?php while ($row = mysqli_fetch_assoc($result)): ?>
    <tr>
        <td><?php echo htmlspecialchars($row['name']); ?></td>
        <td><?php echo $row['size_m2']; ?> m²</td>
        <td><?php echo htmlspecialchars($row['status']); ?></td>
    </tr>
<?php endwhile; ?>
</table>
</body>
</html>
