<?php
// `strpos($x, '..') !== false` is a substring check (as str_contains): past a rejection the value holds no `..`.
function h8_strpos_reject()
{
    $name = $_GET['name'];
    if ($name === '' || strpos($name, '..') !== false) {
        exit('bad name');
    }
    // ok: php-path-traversal
    readfile('/srv/notes/' . $name);
}

function h8_strpos_loose()
{
    $name = $_GET['name'];
    // `!= false` also holds when `..` starts the text (position 0): no check.
    if (strpos($name, '..') != false) {
        exit('bad name');
    }
    // ruleid: php-path-traversal
    readfile('/srv/notes/' . $name);
}

function h8_strpos_found()
{
    $name = $_GET['name'];
    if (strpos($name, '..') === false) {
        // ok: php-path-traversal
        readfile('/srv/notes/' . $name);
    }
    // ruleid: php-path-traversal
    readfile('/srv/notes/' . $name);
}

// An anchored pattern with a group of word alternatives: one dot between word characters, no slash.
function h8_extension_group()
{
    $avatar = $_COOKIE['avatar'];
    if (preg_match('/^[a-f0-9]{32}\.(png|jpg)$/', $avatar)) {
        // ok: php-path-traversal
        unlink(__DIR__ . '/avatars/' . $avatar);
    }
    if (preg_match('/^[a-f0-9]+\.(png|jpg)?$/', $avatar)) {
        // ruleid: php-path-traversal
        unlink(__DIR__ . '/avatars/' . $avatar);
    }
    if (preg_match('/^[a-z.]+(png|jpg)$/', $avatar)) {
        // ruleid: php-path-traversal
        unlink(__DIR__ . '/avatars/' . $avatar);
    }
}

// pathinfo's basename, filename or extension holds no separator.
function h8_pathinfo()
{
    // ok: php-path-traversal
    readfile('/data/' . pathinfo($_GET['f'], PATHINFO_FILENAME) . '.txt');
    $name = bin2hex(random_bytes(8)) . '.' . pathinfo($_FILES['u']['name'], PATHINFO_EXTENSION);
    // ok: php-path-traversal
    move_uploaded_file($_FILES['u']['tmp_name'], '/var/up/' . $name);
    // ruleid: php-path-traversal
    readfile(pathinfo($_GET['f'], PATHINFO_DIRNAME) . '/index.txt');
}
