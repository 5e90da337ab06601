<?php
$html = '';
$add = function ($piece) use (&$html) { $html .= '<li>' . htmlspecialchars($piece) . '</li>'; };
foreach ((array) ($_POST['tags'] ?? []) as $tag) {
    $add($tag);
}
echo "<ul>$html</ul>";
