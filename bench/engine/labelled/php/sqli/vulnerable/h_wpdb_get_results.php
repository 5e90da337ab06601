<?php
/*
 * Plugin Name: Item Catalog
 */
function catalog_list_items() {
    global $wpdb;
    $cat = $_GET['cat'];
    $items = $wpdb->get_results("SELECT * FROM {$wpdb->prefix}catalog_items WHERE category = '" . $cat . "'");
    foreach ($items as $item) {
        echo '<li>' . esc_html($item->title) . '</li>';
    }
}
add_shortcode('catalog', 'catalog_list_items');
