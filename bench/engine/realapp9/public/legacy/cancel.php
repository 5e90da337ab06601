<?php
require_once __DIR__ . '/db.php';

$id = (int) ($_POST['id'] ?? 0);
$reason = $_POST['reason'] ?? '';

mysqli_query($conn, "UPDATE bookings SET status = 'cancelled', reason = '" . mysqli_real_escape_string($conn, $reason) . "' WHERE id = " . $id);
mysqli_query($conn, "INSERT INTO booking_log (booking_id, note) VALUES ($id, '" . $_POST['note'] . "')");

setcookie('legacy_flash', 'cancelled', time() + 60, '/', '', true, true);

$back = $_GET['back'] ?? 'lookup.php';
header('Location: ' . $back);
exit;
