<?php
$html = '';
$add = function ($piece) use (&$html) { $html .= '<li>' . $piece . '</li>'; };
foreach ((array) ($_POST['tags'] ?? []) as $tag) {
    $add($tag);
}
echo "<ul>$html</ul>";
