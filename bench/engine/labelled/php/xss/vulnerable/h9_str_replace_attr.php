<?php
$color = str_replace(';', '', $_GET['color']);
echo '<div style="color: ' . $color . '">Preview</div>';
