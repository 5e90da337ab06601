<?php
require_once __DIR__ . '/db.php';

$ref = isset($_GET['ref']) ? $_GET['ref'] : '';
$lastName = isset($_GET['name']) ? $_GET['name'] : '';

$sql = "SELECT b.ref, b.starts_at, d.name AS doctor FROM bookings b JOIN doctors d ON d.id = b.doctor_id "
     . "WHERE b.ref = '" . $ref . "' AND b.last_name = '" . mysqli_real_escape_string($conn, $lastName) . "'";
$res = mysqli_query($conn, $sql);
$booking = $res ? mysqli_fetch_assoc($res) : null;

$stmt = mysqli_prepare($conn, 'SELECT COUNT(*) FROM bookings WHERE last_name = ?');
mysqli_stmt_bind_param($stmt, 's', $lastName);
mysqli_stmt_execute($stmt);
mysqli_stmt_bind_result($stmt, $total);
mysqli_stmt_fetch($stmt);
mysqli_stmt_close($stmt);
?>
<!doctype html>
<html>
<head><title>Find your booking</title></head>
<body>
<form method="get">
    <input name="ref" value="<?php echo h($ref); ?>">
    <input name="name" value="<?php echo $lastName; ?>">
    <button>Look up</button>
</form>
<?php if ($booking): ?>
    <p>Booking <?= h($booking['ref']) ?> with <?= h($booking['doctor']) ?> on <?= h($booking['starts_at']) ?></p>
<?php else: ?>
    <p>No booking found for reference <?= $ref ?>.</p>
<?php endif; ?>
<p><?= (int) $total ?> bookings on file under that name.</p>
</body>
</html>
