<?php
require_once __DIR__ . '/db.inc.php';

session_set_cookie_params(['lifetime' => 0, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Lax']);
session_start();

const LAB_LEVELS = ['low', 'medium', 'high', 'impossible'];

function lab_security_level(): string
{
    global $_LAB;
    $level = $_COOKIE['lab_security'] ?? ($_SESSION['lab_security'] ?? $_LAB['default_security_level']);
    return in_array($level, LAB_LEVELS, true) ? $level : 'impossible';
}

function lab_set_security_level(string $level): void
{
    setcookie('lab_security', $level, ['expires' => time() + 86400 * 30, 'path' => '/', 'secure' => true, 'httponly' => true, 'samesite' => 'Strict']);
}

function lab_current_user(): ?string
{
    return $_SESSION['lab_user'] ?? null;
}

function lab_require_login(): void
{
    if (lab_current_user() === null) {
        header('Location: /login.php');
        exit;
    }
}

function lab_e(?string $value): string
{
    return htmlspecialchars((string)$value, ENT_QUOTES | ENT_HTML5, 'UTF-8');
}

function lab_generate_token(): void
{
    $_SESSION['session_token'] = bin2hex(random_bytes(32));
}

function lab_check_token(string $sent, string $expected, string $returnTo): void
{
    if ($expected === '' || !hash_equals($expected, $sent)) {
        lab_message_push('CSRF token is incorrect');
        header('Location: ' . $returnTo);
        exit;
    }
}

function lab_token_field(): string
{
    return '<input type="hidden" name="user_token" value="' . lab_e($_SESSION['session_token'] ?? '') . '" />';
}

function lab_message_push(string $message): void
{
    $_SESSION['lab_messages'][] = $message;
}

function lab_messages_html(): string
{
    $out = '';
    foreach ($_SESSION['lab_messages'] ?? [] as $message) {
        $out .= '<div class="message">' . lab_e($message) . '</div>';
    }
    unset($_SESSION['lab_messages']);
    return $out;
}

/** Prints a whole page: header, the module body the caller built, footer. */
function lab_page_render(string $title, string $body): void
{
    $pageTitle = lab_e($title) . ' :: Harbor Training Lab';
    $messages = lab_messages_html();
    require __DIR__ . '/header.php';
    echo $body;
    require __DIR__ . '/footer.php';
}

/** The exercise page layout shared by every module. */
function lab_module_page(string $title, string $form, string $html): void
{
    $body = '<div class="body_padded"><h1>Vulnerability: ' . lab_e($title) . '</h1>';
    $body .= '<div class="vulnerable_code_area">' . $form . '</div>';
    $body .= $html;
    $body .= '<p>Level: <em>' . lab_e(lab_security_level()) . '</em></p></div>';
    lab_page_render($title, $body);
}
