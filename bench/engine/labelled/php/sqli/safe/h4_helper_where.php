<?php
function db() {
    static $link = null;
    if ($link === null) {
        $link = mysqli_connect('127.0.0.1', 'shop', 'shop', 'shop');
    }
    return $link;
}

function build_where($field, $value) {
    return " WHERE " . $field . " = '" . mysqli_real_escape_string(db(), $value) . "'";
}

function fetch_all($sql) {
    $out = [];
    $r = mysqli_query(db(), $sql);
    while ($row = mysqli_fetch_assoc($r)) {
        $out[] = $row;
    }
    return $out;
}

$items = fetch_all("SELECT * FROM items" . build_where('sku', $_REQUEST['sku']));
echo count($items) . " items";
