<?php

require __DIR__ . '/db.php';

if ($_SERVER['REQUEST_METHOD'] !== 'POST') {
    header('Location: catalogue.php?q=' . urlencode($_GET['q'] ?? ''));
    exit;
}

$_SESSION['member_id'] = $_POST['member_id'];
$_SESSION['lang'] = in_array($_POST['lang'] ?? '', ['en', 'cy'], true) ? $_POST['lang'] : 'en';

mysqli_query($link, "UPDATE loan SET renewed = renewed + 1 WHERE barcode = '" . $_POST['barcode'] . "'");

$stmt = $link->prepare('UPDATE loan SET renewed = renewed + 1 WHERE barcode = ? AND member_id = ?');
$stmt->bind_param('si', $_POST['barcode'], $_SESSION['member_id']);
$stmt->execute();

$pinHash = md5($_POST['pin']);
$check = $link->prepare('SELECT id FROM member WHERE id = ? AND kiosk_pin_md5 = ?');
$check->bind_param('is', $_SESSION['member_id'], $pinHash);
$check->execute();

header('Location: ' . $_POST['next']);
exit;
