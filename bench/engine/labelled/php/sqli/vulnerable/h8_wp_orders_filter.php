<?php
/*
 * Plugin Name: Order Filter
 */
add_action('wp_ajax_filter_orders', 'of_filter_orders');

function of_filter_orders() {
    global $wpdb;
    $status = isset($_POST['status']) ? $_POST['status'] : 'pending';
    $table = $wpdb->prefix . 'of_orders';
    $rows = $wpdb->get_results("SELECT id, total FROM {$table} WHERE status = '{$status}' ORDER BY id DESC");
    wp_send_json($rows);
}
