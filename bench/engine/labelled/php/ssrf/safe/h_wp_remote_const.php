<?php
function feedreader_ajax() {
    $slug = rawurlencode($_POST['slug']);
    $response = wp_remote_get('https://api.wordpress.org/plugins/info/1.0/' . $slug . '.json');
    wp_send_json(['body' => wp_remote_retrieve_body($response)]);
}
add_action('wp_ajax_feedreader', 'feedreader_ajax');
