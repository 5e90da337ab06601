<?php
$rate = (float) ($_POST['rule'] ?? 0);
$subtotal = (float) ($_POST['subtotal'] ?? 0);
eval('$discount = ' . $rate . ' * $subtotal;');
printf('Discount: %.2f', $discount);
