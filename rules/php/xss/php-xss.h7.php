<?php
// First-class callables, and an object that may be null.
final class H7Profile
{
    public function __construct(public readonly ?string $bio = null) {}
}

function h7_callable_escape()
{
    $escape = htmlspecialchars(...);
    // ok: php-xss
    echo '<td>' . $escape($_GET['name']) . '</td>';
    $same = trim(...);
    // ruleid: php-xss
    echo '<td>' . $same($_GET['name']) . '</td>';
}

function h7_nullable_profile()
{
    $profile = isset($_GET['bio']) ? new H7Profile(bio: $_GET['bio']) : null;
    // ruleid: php-xss
    echo $profile?->bio;
    // ok: php-xss
    echo htmlspecialchars($profile?->bio ?? '');
}

// A string naming a function, called: that function.
function h7_named_by_string()
{
    $escape = 'htmlspecialchars';
    // ok: php-xss
    echo '<td>' . $escape($_GET['name']) . '</td>';
    $keep = 'trim';
    // ruleid: php-xss
    echo '<td>' . $keep($_GET['name']) . '</td>';
}

// A shortcode handler's return value is printed into the page.
// ruleid: php-xss
add_shortcode('h8_ref_link', function ($atts) {
    $ref = isset($_GET['ref']) ? $_GET['ref'] : '';
    return '<p>Join now with code ' . $ref . '</p>';
});
// ok: php-xss
add_shortcode('h8_ref_safe', function ($atts) {
    $ref = isset($_GET['ref']) ? sanitize_key($_GET['ref']) : '';
    return '<p>Join now with code ' . $ref . '</p>';
});

function h8_greeting_shortcode($atts)
{
    return '<p>Hello ' . $_COOKIE['visitor'] . '</p>';
}
// ruleid: php-xss
add_shortcode('h8_greeting', 'h8_greeting_shortcode');

function h8_count_shortcode($atts)
{
    return '<p>' . (int) $_GET['n'] . ' items</p>';
}
// ok: php-xss
add_shortcode('h8_count', 'h8_count_shortcode');
