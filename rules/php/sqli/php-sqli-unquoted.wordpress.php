<?php
function h8_list_items()
{
    global $wpdb;
    // esc_sql escapes quotes: it protects a value inside '…' only.
    // ruleid: php-sqli-unquoted
    $a = $wpdb->get_results("SELECT * FROM {$wpdb->prefix}items ORDER BY " . esc_sql($_GET['orderby']));
    // ok: php-sqli-unquoted
    $b = $wpdb->get_results("SELECT * FROM {$wpdb->prefix}items WHERE name = '" . esc_sql($_GET['name']) . "'");
    // ok: php-sqli-unquoted
    $c = $wpdb->get_results($wpdb->prepare("SELECT * FROM {$wpdb->prefix}items WHERE id = %d", $_GET['id']));
    // ruleid: php-sqli-unquoted
    $wpdb->query("DELETE FROM {$wpdb->prefix}items WHERE id = " . $_GET['id']);
    // ok: php-sqli-unquoted
    $wpdb->query("DELETE FROM {$wpdb->prefix}items WHERE id = " . absint($_GET['id']));
    return [$a, $b, $c];
}

// A table name held in a property carries no request data: only where the escaped value lands counts.
class H8ItemStore
{
    private $table = 'items';

    public function byName(mysqli $db)
    {
        // ok: php-sqli-unquoted
        $a = $db->query("SELECT * FROM {$this->table} WHERE name = '" . $db->real_escape_string($_GET['name']) . "'");
        // ruleid: php-sqli-unquoted
        $b = $db->query("SELECT * FROM {$this->table} WHERE id = " . $db->real_escape_string($_GET['id']));
        return [$a, $b];
    }
}

// `$wpdb->prepare` fills its placeholders; text joined into its format string is not one.
function h12_prepared_order()
{
    global $wpdb;
    // ruleid: php-sqli-unquoted
    $a = $wpdb->prepare("SELECT * FROM {$wpdb->prefix}items WHERE id > %d ORDER BY " . $_GET['orderby'], 0);
    // ok: php-sqli-unquoted
    $b = $wpdb->prepare("SELECT * FROM {$wpdb->prefix}items WHERE name = %s ORDER BY id", $_GET['name']);
    return [$a, $b];
}

// A REST route's callback receives the request (WP_REST_Request), typed by its registration: its
// parameters are the query string, body and route placeholders.
class H12Routes
{
    public function register()
    {
        register_rest_route('h12/v1', '/items', ['methods' => 'GET', 'callback' => [$this, 'items']]);
    }

    public function items($request)
    {
        global $wpdb;
        // ruleid: php-sqli-unquoted
        $a = $wpdb->get_results("SELECT * FROM {$wpdb->prefix}items ORDER BY " . $request->get_param('orderby'));
        // ruleid: php-sqli-unquoted
        $b = $wpdb->get_results("SELECT * FROM {$wpdb->prefix}items WHERE id = " . $request['id']);
        // ok: php-sqli-unquoted
        $c = $wpdb->get_results("SELECT * FROM {$wpdb->prefix}items WHERE id = " . absint($request['id']));
        return [$a, $b, $c];
    }
}
