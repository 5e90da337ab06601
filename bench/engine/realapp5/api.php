<?php
// JSON API used by the mobile app and by partner integrations.
require_once __DIR__ . '/includes/db.php';
require_once __DIR__ . '/includes/functions.php';
require_once __DIR__ . '/lib/Http.php';

header('Content-Type: application/json');

function api_fail($code, $message)
{
    http_response_code($code);
    echo json_encode(['error' => $message]);
    exit;
}

function api_customer()
{
    $key = isset($_SERVER['HTTP_X_API_KEY']) ? $_SERVER['HTTP_X_API_KEY'] : '';
    if ($key === '') {
        api_fail(401, 'missing key');
    }
    $row = db_one('SELECT id FROM customers WHERE api_key_hash = ?', [hash('sha256', $key)]);
    if (!$row) {
        api_fail(401, 'bad key');
    }
    return (int) $row['id'];
}

$action = isset($_GET['action']) ? $_GET['action'] : '';
$customerId = api_customer();

switch ($action) {
    case 'ticket':
        $t = db_one('SELECT id, subject, status FROM tickets WHERE id = ? AND customer_id = ?', [$_GET['id'], $customerId]);
        echo json_encode($t ?: ['error' => 'not found']);
        break;

    case 'by-ref':
        $sql = sprintf("SELECT id, subject, status FROM tickets WHERE customer_id = %d AND external_ref = '%s'", $customerId, $_GET['ref']);
        $res = mysqli_query($conn, $sql);
        echo json_encode(mysqli_fetch_all($res, MYSQLI_ASSOC));
        break;

    case 'by-priority':
        $sql = sprintf('SELECT id, subject FROM tickets WHERE customer_id = %d AND priority >= %d', $customerId, $_GET['min']);
        $res = mysqli_query($conn, $sql);
        echo json_encode(mysqli_fetch_all($res, MYSQLI_ASSOC));
        break;

    case 'feed':
        $rows = db_all('SELECT id, subject, updated_at FROM tickets WHERE customer_id = ? ORDER BY updated_at DESC LIMIT 20', [$customerId]);
        $cb = isset($_GET['callback']) ? $_GET['callback'] : '';
        if ($cb !== '') {
            header('Content-Type: application/javascript');
            echo $cb . '(' . json_encode($rows) . ');';
        } else {
            echo json_encode($rows);
        }
        break;

    case 'feed2':
        $rows = db_all('SELECT id, subject FROM tickets WHERE customer_id = ? LIMIT 20', [$customerId]);
        $cb = isset($_GET['cb']) ? $_GET['cb'] : 'handle';
        if (!preg_match('/^[A-Za-z_][A-Za-z0-9_]{0,40}$/', $cb)) {
            api_fail(400, 'bad callback');
        }
        header('Content-Type: application/javascript');
        printf('%s(%s);', $cb, json_encode($rows));
        break;

    case 'avatar':
        $url = isset($_GET['url']) ? $_GET['url'] : '';
        $img = fetch_remote($url);
        echo json_encode(['bytes' => strlen((string) $img), 'data' => base64_encode((string) $img)]);
        break;

    case 'mirror':
        $allowed = ['https://cdn.deskline.example/logo.png', 'https://cdn.deskline.example/banner.png'];
        $idx = (int) ($_GET['n'] ?? 0);
        $img = isset($allowed[$idx]) ? fetch_remote($allowed[$idx]) : '';
        echo json_encode(['bytes' => strlen((string) $img)]);
        break;

    case 'partner-sync':
        $insecure = fetch_insecure('https://partner.example.net/export/' . $customerId . '.json');
        echo $insecure ?: '[]';
        break;

    default:
        api_fail(404, 'unknown action');
}
