<?php
$count = count($_GET);
echo "<p>$count parameters</p>";
