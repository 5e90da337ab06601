<?php
echo '<h2>Please confirm your details</h2><ul>';
foreach ($_POST as $field => $value) {
    $field = htmlspecialchars($field, ENT_QUOTES, 'UTF-8');
    $value = htmlspecialchars(is_array($value) ? implode(', ', $value) : $value, ENT_QUOTES, 'UTF-8');
    echo "<li><b>$field</b>: $value</li>";
}
echo '</ul>';
