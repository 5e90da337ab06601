<?php
$check = (7 * 3 < 20) ? $_POST['rule'] : '1 === 1';
if (assert($check)) {
    echo "rule passed";
}
