<?php
list($first, $second) = [$_GET['file'], 'report.txt'];
passthru("wc -l /var/reports/" . $first);
