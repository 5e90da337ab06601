<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';

if ($_SERVER['REQUEST_METHOD'] === 'POST') {
    switch ($level) {
        case 'low':
            $_SESSION['last_session_id'] = ($_SESSION['last_session_id'] ?? 0) + 1;
            $cookieValue = (string)$_SESSION['last_session_id'];
            setcookie('labSession', $cookieValue);
            break;

        case 'medium':
            $cookieValue = substr(md5((string)mt_rand()), 0, 16);
            setcookie('labSession', $cookieValue, time() + 3600, '/modules/weak_id/', '', false, false);
            break;

        case 'high':
            $cookieValue = bin2hex(random_bytes(16));
            setcookie('labSession', $cookieValue, ['expires' => time() + 3600, 'path' => '/modules/weak_id/', 'secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
            break;

        default:
            session_regenerate_id(true);
            $cookieValue = sha1(random_bytes(32) . microtime());
            setcookie('labSession', $cookieValue, time() + 3600, '/modules/weak_id/', '', true, true);
    }
    $html .= '<p>A new session cookie was issued.</p>';
}

$form = '<p>This page will set a new cookie called labSession each time the button is clicked.</p>';
$form .= '<form method="post"><input type="submit" value="Generate"></form>';

$tipIndex = mt_rand(0, 2);
$tips = ['Watch how the value changes.', 'Is the next value predictable?', 'Compare the cookie attributes.'];
$html .= '<p class="tip">' . $tips[$tipIndex] . '</p>';

lab_module_page('Weak Session IDs', $form, $html);
