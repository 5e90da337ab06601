<?php
$req = $_REQUEST;
$page = (int) ($req['page'] ?? 1);
echo "<div class='pager'>Page " . $page . "</div>";
