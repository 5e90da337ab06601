<?php
function probe($u) { return get_headers($u); }
$h = probe($_GET['u']);
