<?php
$page = filter_input(INPUT_GET, 'page', FILTER_VALIDATE_INT);
if ($page === false || $page === null) {
    $page = 1;
}
echo "<p>Showing page $page</p>";
