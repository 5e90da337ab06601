<?php
$color = $_GET['color'];
if (!preg_match('/^#[0-9a-fA-F]{6}$/', $color)) {
    $color = '#000000';
}
echo '<div style="color: ' . $color . '">Preview</div>';
