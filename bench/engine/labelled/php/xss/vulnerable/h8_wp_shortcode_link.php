<?php
add_shortcode('ref_link', function ($atts) {
    $ref = isset($_GET['ref']) ? $_GET['ref'] : '';
    return '<a href="' . home_url('/signup') . '?ref=' . $ref . '">Join now</a>';
});
