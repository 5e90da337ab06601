<?php
function restore($blob) { return unserialize($blob); }
$cart = restore($_REQUEST['cart']);
