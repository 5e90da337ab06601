<?php
add_shortcode('ref_link', function ($atts) {
    $ref = isset($_GET['ref']) ? sanitize_key($_GET['ref']) : '';
    return '<a href="' . esc_url(home_url('/signup') . '?ref=' . $ref) . '">Join now</a>';
});
