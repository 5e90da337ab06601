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
