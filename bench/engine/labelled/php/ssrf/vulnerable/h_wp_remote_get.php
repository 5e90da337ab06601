<?php
function feedreader_ajax() {
    $feed = $_POST['feed_url'];
    $response = wp_remote_get($feed);
    wp_send_json(['body' => wp_remote_retrieve_body($response)]);
}
add_action('wp_ajax_feedreader', 'feedreader_ajax');
