<?php
require __DIR__ . '/db.php';

$team = $_GET['team'] ?? '';
$round = isset($_GET['round']) ? (int)$_GET['round'] : 1;
$sort = $_GET['sort'] ?? 'kickoff';

$result = mysqli_query($db, "SELECT * FROM results WHERE home = '" . $team . "' OR away = '" . $team . "' ORDER BY kickoff DESC");
$byRound = mysqli_query($db, 'SELECT * FROM results WHERE round = ' . $round . ' ORDER BY kickoff');

$stmt = mysqli_prepare($db, 'SELECT * FROM results WHERE (home = ? OR away = ?) AND round = ?');
mysqli_stmt_bind_param($stmt, 'ssi', $team, $team, $round);
mysqli_stmt_execute($stmt);
$mine = mysqli_stmt_get_result($stmt);

$sorted = $db->query('SELECT * FROM results ORDER BY ' . $sort);
?>
<!DOCTYPE html>
<html>
<head><title>Results</title></head>
<body>
<h2>Results for <?php echo $_GET['team']; ?></h2>
<h3>Round <?php echo $round; ?> — <?php echo htmlspecialchars($team, ENT_QUOTES, 'UTF-8'); ?></h3>
<table>
<?php while ($row = mysqli_fetch_assoc($result)): ?>
    <tr>
        <td><?php echo htmlspecialchars($row['home']); ?></td>
        <td><?php echo (int)$row['home_goals']; ?> - <?php echo (int)$row['away_goals']; ?></td>
        <td><?php echo htmlspecialchars($row['away']); ?></td>
    </tr>
<?php endwhile; ?>
</table>
<form method="get"><input name="team" value="<?php echo $team; ?>"></form>
</body>
</html>
