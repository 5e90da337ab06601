<?php
echo '<h2>Please confirm your details</h2><ul>';
foreach ($_POST as $field => $value) {
    echo "<li><b>$field</b>: $value</li>";
}
echo '</ul>';
