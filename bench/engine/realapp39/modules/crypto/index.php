<?php
require_once __DIR__ . '/../../includes/page.inc.php';
lab_require_login();

$level = lab_security_level();
$html = '';

if (isset($_POST['change'])) {
    $password = $_POST['password_new'] ?? '';
    $message = $_POST['message'] ?? '';

    switch ($level) {
        case 'low':
            $stored = md5($password);
            $sealed = base64_encode(openssl_encrypt($message, 'des-ecb', LAB_CRYPTO_KEY, OPENSSL_RAW_DATA));
            break;

        case 'medium':
            $salt = substr(LAB_CRYPTO_KEY, 0, 4);
            $stored = sha1($salt . $password);
            $sealed = base64_encode(openssl_encrypt($message, 'aes-128-ecb', LAB_CRYPTO_KEY, OPENSSL_RAW_DATA));
            break;

        case 'high':
            $stored = crypt($password, '$1$harbor$');
            $iv = random_bytes(16);
            $sealed = base64_encode($iv . openssl_encrypt($message, 'aes-256-cbc', hash('sha256', LAB_CRYPTO_KEY, true), OPENSSL_RAW_DATA, $iv));
            break;

        default:
            $stored = password_hash($password, PASSWORD_DEFAULT);
            $key = hex2bin((string)getenv('LAB_AES_KEY'));
            $nonce = random_bytes(12);
            $sealed = base64_encode($nonce . openssl_encrypt($message, 'aes-256-gcm', $key, OPENSSL_RAW_DATA, $nonce, $tag) . $tag);
    }

    $stmt = lab_pdo()->prepare('UPDATE users SET password = ?, secret_note = ? WHERE user = ?');
    $stmt->execute([$stored, $sealed, lab_current_user()]);

    $fingerprint = hash('sha256', $sealed);
    $signature = hash_hmac('sha256', $sealed, $_LAB['remember_secret']);
    $html .= '<pre>Password changed. Note fingerprint ' . $fingerprint . ' signed ' . substr($signature, 0, 12) . '</pre>';
}

$form = '<form method="post"><p>New password: <input type="password" name="password_new" autocomplete="off"></p>';
$form .= '<p>Secret note: <textarea name="message"></textarea></p><input type="submit" name="change" value="Change"></form>';

lab_module_page('Cryptography', $form, $html);
