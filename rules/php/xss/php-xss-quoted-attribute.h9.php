<?php
// An anchored pattern word-like but for `#`: a colour holds no quote, space or angle bracket.
function h9_colour_checked()
{
    $color = $_GET['color'];
    if (!preg_match('/^#[0-9a-fA-F]{6}$/', $color)) {
        $color = '#000000';
    }
    // ok: php-xss-quoted-attribute
    echo '<div style="color: ' . $color . '">Preview</div>';
}

function h9_colour_unanchored()
{
    $color = $_GET['color'];
    if (!preg_match('/#[0-9a-fA-F]{6}/', $color)) {
        $color = '#000000';
    }
    // ruleid: php-xss-quoted-attribute
    echo '<div style="color: ' . $color . '">Preview</div>';
}

function h9_colour_with_space()
{
    $color = $_GET['color'];
    if (!preg_match('/^#[0-9a-fA-F ]+$/', $color)) {
        exit;
    }
    // ruleid: php-xss-quoted-attribute
    echo '<div style="color: ' . $color . '">Preview</div>';
}
