<?php
const DEBUG = false;
$name = $_GET['name'] ?? '';
if (DEBUG) {
    echo "<pre>" . $name . "</pre>";
}
echo "<p>Hello, " . htmlspecialchars($name) . "</p>";
