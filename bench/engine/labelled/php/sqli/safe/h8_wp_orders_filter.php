<?php
/*
 * Plugin Name: Order Filter
 */
add_action('wp_ajax_filter_orders', 'of_filter_orders');

function of_filter_orders() {
    global $wpdb;
    $status = isset($_POST['status']) ? sanitize_text_field(wp_unslash($_POST['status'])) : 'pending';
    $table = $wpdb->prefix . 'of_orders';
    $rows = $wpdb->get_results($wpdb->prepare("SELECT id, total FROM {$table} WHERE status = %s ORDER BY id DESC", $status));
    wp_send_json($rows);
}
