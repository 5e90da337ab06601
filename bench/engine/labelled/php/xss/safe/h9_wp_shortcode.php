<?php
function acme_search_notice()
{
    $q = isset($_GET['q']) ? wp_unslash($_GET['q']) : '';
    return '<div class="notice">Results for ' . esc_html($q) . '</div>';
}
add_shortcode('acme_search_notice', 'acme_search_notice');

echo acme_search_notice();
