<?php
// A helper that always exits ends the path; an array filled on one path may still be empty.
function fail($message)
{
    http_response_code(400);
    echo htmlspecialchars($message);
    exit;
}

function note($message)
{
    error_log($message);
}

$cb = isset($_GET['cb']) ? $_GET['cb'] : '';
if (!preg_match('/^[A-Za-z_][A-Za-z0-9_]{0,40}$/', $cb)) {
    fail('bad callback');
}
echo $cb . '(1);';

$cb2 = isset($_GET['cb2']) ? $_GET['cb2'] : '';
if (!preg_match('/^[A-Za-z_][A-Za-z0-9_]{0,40}$/', $cb2)) {
    note('bad callback');
}
echo $cb2 . '(2);'; // expect: php-xss

$topics = ['faq' => 'Questions', 'contact' => 'Contact us'];
$topic = isset($_GET['topic']) ? $_GET['topic'] : 'faq';
if (!array_key_exists($topic, $topics)) {
    $topic = 'faq';
}
include __DIR__ . '/source/' . $topic . '.php';
if (array_key_exists('page', $_GET)) {
    include __DIR__ . '/source/' . $_GET['page'] . '.php'; // expect: php-file-inclusion
}

$errors = [];
if (strlen($_POST['name']) > 40) {
    $errors[] = 'Name too long';
}
if (!$errors) {
    echo '<p>Thanks, ' . $_POST['name'] . '</p>'; // expect: php-xss
}
