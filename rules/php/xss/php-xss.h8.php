<?php
// FILTER_SANITIZE_STRING strips tags and encodes both quotes (PHP < 8.1).
function h8_filter_string()
{
    $name = filter_input(INPUT_GET, 'name', FILTER_SANITIZE_STRING);
    // ok: php-xss
    echo "<p>$name</p>";
    $raw = filter_input(INPUT_GET, 'name');
    // ruleid: php-xss
    echo "<p>$raw</p>";
    // ok: php-xss
    echo '<p>' . filter_var($_GET['title'], FILTER_SANITIZE_STRING) . '</p>';
}

// A document parsed from request text prints that text back.
function h8_dom_roundtrip()
{
    $dom = new DOMDocument();
    $dom->loadHTML($_POST['body']);
    // ruleid: php-xss
    echo $dom->saveHTML();
    $fixed = new DOMDocument();
    $fixed->loadHTML('<p>Terms</p>');
    // ok: php-xss
    echo $fixed->saveHTML();
}

// Appends to an array whose keys are known land at the next integer key.
function h8_appends()
{
    $p = $_GET['a'];
    $list = [];
    $list[] = 'fixed';
    $list[] = $p;
    // ok: php-xss
    echo $list[0];
    // ruleid: php-xss
    echo $list[1];
    $seen = [];
    foreach ($_GET['xs'] as $x) {
        $seen[] = $x;
    }
    // ruleid: php-xss
    echo $seen[4];
}

// Decoders give back what an escaper took out.
function h8_decoded()
{
    $p = $_GET['a'];
    // ruleid: php-xss
    echo html_entity_decode(htmlentities($p));
    // ruleid: php-xss
    echo urldecode(urlencode($p));
    // ok: php-xss
    echo htmlspecialchars(urldecode($p));
}
