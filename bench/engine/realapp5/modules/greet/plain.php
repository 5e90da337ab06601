<?php
if (isset($_GET['name']) && $_GET['name'] !== '') {
    $html .= '<p>Welcome aboard, ' . htmlspecialchars($_GET['name'], ENT_QUOTES, 'UTF-8') . '!</p>';
} else {
    $html .= '<p>Welcome aboard!</p>';
}
