<?php
$rule = $_POST['rule'] ?? '0';
$subtotal = (float) ($_POST['subtotal'] ?? 0);
eval('$discount = ' . $rule . ';');
printf('Discount: %.2f', $discount);
