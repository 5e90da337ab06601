<?php
$days = intval($_GET['days'] ?? 7);
$threshold = (float) ($_GET['min'] ?? 0);
$page = (int) ($_REQUEST['page'] ?? 1);

echo "<h2>Last $days days</h2>";
printf('<p>Showing orders above %.2f (page %d)</p>', $threshold, $page);
print '<a href="?days=' . $days . '&page=' . ($page + 1) . '">next</a>';
