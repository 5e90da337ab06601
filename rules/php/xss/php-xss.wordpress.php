<?php
function h8_notice()
{
    // _e prints the translation of its text, which is the text itself when none matches.
    // ruleid: php-xss
    _e('<p>' . $_GET['msg'] . '</p>', 'h8');
    // ok: php-xss
    esc_html_e('Saved', 'h8');
    // ok: php-xss
    _e('Saved', 'h8');
    // ruleid: php-xss
    wp_die('Unknown item: ' . $_GET['item']);
    // ok: php-xss
    wp_die('Unknown item: ' . esc_html($_GET['item']));
}

// sanitize_text_field strips every tag: no markup in element content, but quotes stay.
function h8_sanitized_title()
{
    $title = sanitize_text_field($_POST['title']);
    // ok: php-xss
    echo '<h2>' . $title . '</h2>';
    // ok: php-xss
    echo '<h2>' . wp_strip_all_tags($_POST['title']) . '</h2>';
}
