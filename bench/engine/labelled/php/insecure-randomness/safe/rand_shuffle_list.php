<?php
$items = ['a', 'b', 'c'];
shuffle($items);
echo htmlspecialchars(implode(',', $items));
