<?php
// Markup built before it is echoed says where its values land, as an echo of it would.
function h11_field(string $name, string $value): string
{
    // ruleid: php-xss-quoted-attribute
    return '<input type="text" name="' . $name . '" value="' . $value . '">';
}

function h11_form()
{
    // ruleid: php-xss-quoted-attribute
    echo h11_field('city', strip_tags($_GET['city'] ?? ''));
    // ok: php-xss-quoted-attribute
    echo h11_field('zip', htmlspecialchars($_GET['zip'] ?? '', ENT_QUOTES));
}

function h11_built_then_echoed()
{
    $title = strip_tags($_POST['title']);
    // ruleid: php-xss-quoted-attribute
    $html = "<img alt=\"{$title}\" src=\"/i.png\">";
    // ruleid: php-xss-quoted-attribute
    $html .= sprintf('<span title="%s">', $title);
    // ok: php-xss-quoted-attribute
    $html .= '<p>' . $title . '</p>';
    echo $html;
}

// A shortcode handler's markup: the value sits in a quoted attribute (reported where it is placed).
add_shortcode('h11_ref_link', function ($atts) {
    $ref = isset($_GET['ref']) ? $_GET['ref'] : '';
    // ruleid: php-xss-quoted-attribute
    return '<a href="/signup?ref=' . $ref . '">Join now</a>';
});
