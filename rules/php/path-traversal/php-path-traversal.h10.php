<?php
// A name rejected only when it holds a slash is not confined: it may be `..` or, on Windows, hold backslashes.
function h10_slash_rejected()
{
    $title = $_POST['title'] ?? 'untitled';
    if (strpos($title, '/') !== false) {
        exit('bad title');
    }
    // ruleid: php-path-traversal
    file_put_contents('/var/app/notes/' . $title . '.txt', $_POST['body']);
}

function h10_slash_rejected_str_contains()
{
    $name = $_GET['name'];
    if ($name === '' || str_contains($name, '/')) {
        http_response_code(400);
        exit;
    }
    // ruleid: php-path-traversal
    readfile(__DIR__ . '/exports/' . $name);
}

function h10_backslash_only()
{
    $name = $_GET['name'];
    // A backslash check alone leaves `../` through on a POSIX server.
    if (strpos($name, '\\') !== false) {
        exit('bad name');
    }
    // ruleid: php-path-traversal
    readfile(__DIR__ . '/exports/' . $name);
}

function h10_slash_found()
{
    $name = $_GET['name'];
    if (strpos($name, '/') === false) {
        // ruleid: php-path-traversal
        readfile(__DIR__ . '/exports/' . $name);
    }
    // ruleid: php-path-traversal
    readfile(__DIR__ . '/exports/' . $name);
}

// realpath() of the path checked against the folder: the path it resolved is confined, whichever is opened.
function h10_realpath_local_checked()
{
    $base = '/srv/files/';
    $path = $base . $_GET['f'];
    $real = realpath($path);
    if ($real === false || strpos($real, $base) !== 0) {
        exit('not found');
    }
    // ok: php-path-traversal
    readfile($path);
}

function h10_realpath_inline_checked()
{
    $base = '/srv/files/';
    $path = $base . $_GET['f'];
    if (!str_starts_with((string) realpath($path), $base)) {
        exit('not found');
    }
    // ok: php-path-traversal
    readfile($path);
}

function h10_realpath_not_checked()
{
    $base = '/srv/files/';
    $path = $base . $_GET['f'];
    $real = realpath($path);
    if ($real === false) {
        exit('not found');
    }
    // ruleid: php-path-traversal
    readfile($path);
}

function h10_realpath_of_other_path()
{
    $base = '/srv/files/';
    $path = $base . $_GET['f'];
    $real = realpath($base);
    if (strpos($real, $base) !== 0) {
        exit('not found');
    }
    // ruleid: php-path-traversal
    readfile($path);
}

// The path is built first and the name it was built from checked after: the check holds for the path too.
function h10_checked_after_building()
{
    $root = '/var/app/notes';
    $name = $_POST['name'];
    $target = $root . '/' . $name . '.txt';
    if ($name === '' || strpos($name, '..') !== false) {
        exit('bad name');
    }
    // ok: php-path-traversal
    file_put_contents($target, $_POST['body']);
}

class H10NoteFiles
{
    private $root = '/srv/notes/';

    public function save($name, $text)
    {
        // ruleid: php-path-traversal
        $target = realpath($this->root) . '/' . $name;
        if (strpos($name, '/') !== false) {
            throw new RuntimeException('bad note name');
        }
        // ruleid: php-path-traversal
        file_put_contents($target, $text);
    }
}

// ruleid: php-path-traversal
(new H10NoteFiles())->save($_POST['note'], $_POST['text']);

// Another request value joined into the same path is not covered by the name's check.
function h10_checked_one_of_two_parts()
{
    $name = $_POST['name'];
    // ruleid: php-path-traversal
    $target = '/var/app/' . $_POST['folder'] . '/' . $name;
    if (strpos($name, '..') !== false) {
        exit('bad name');
    }
    // ruleid: php-path-traversal
    file_put_contents($target, 'x');
}

// The name is changed after the path was built from it: what was checked is not what the path holds.
function h10_checked_name_reassigned()
{
    $name = $_POST['name'];
    // ruleid: php-path-traversal
    $target = '/var/app/notes/' . $name;
    $name = basename($name);
    if (strpos($name, '..') !== false) {
        exit('bad name');
    }
    // ruleid: php-path-traversal
    readfile($target);
}
